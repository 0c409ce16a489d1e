import Testing
@testable import LinkLabSite

/// The proxy the helper uses, read from the environment as curl reads it (README, "Live site").
@Suite("Proxies from the environment")
struct ProxyChoiceTests {
    @Test("https_proxy, then HTTPS_PROXY, then all_proxy, then ALL_PROXY; an empty one counts as unset")
    func order() {
        #expect(ProxyChoice(environment: ["HTTPS_PROXY": "a:1", "https_proxy": "b:2"]).proxy == "b:2")
        #expect(ProxyChoice(environment: ["HTTPS_PROXY": "a:1", "ALL_PROXY": "c:3"]).proxy == "a:1")
        #expect(ProxyChoice(environment: ["https_proxy": "", "all_proxy": "d:4"]).proxy == "d:4")
        #expect(ProxyChoice(environment: ["http_proxy": "e:5"]).proxy == nil)
        #expect(ProxyChoice(environment: ["NO_PROXY": "x", "no_proxy": "y"]).noProxy == "y")
    }

    @Test("NO_PROXY: names and their subdomains, IP addresses and IPv4 ranges, or every host")
    func bypass() {
        let choice = ProxyChoice(environment: ["HTTPS_PROXY": "proxy.corp:3128", "NO_PROXY": ".bank.example, 10.0.0.0/8 localhost,[::1]"])
        #expect(choice.proxy(for: "https://bank.example/.well-known/assetlinks.json") == nil)
        #expect(choice.proxy(for: "https://www.bank.example./x") == nil)
        #expect(choice.proxy(for: "https://notbank.example/x") == "proxy.corp:3128")
        #expect(choice.proxy(for: "https://10.1.2.3:8443/x") == nil)
        #expect(choice.proxy(for: "https://11.1.2.3/x") == "proxy.corp:3128")
        #expect(choice.proxy(for: "https://LOCALHOST:8443/x") == nil)
        #expect(choice.proxy(for: "https://[::1]:8443/x") == nil)
        #expect(choice.proxy(for: "https://app-site-association.cdn-apple.com/a/v1/bank.example") == "proxy.corp:3128")
        #expect(ProxyChoice(environment: ["ALL_PROXY": "p:1", "no_proxy": "*"]).proxy(for: "https://a.example/") == nil)
    }

    @Test("a proxy is shown as host:port alone: no scheme, user name or password; curl's default ports")
    func shown() {
        #expect(ProxyChoice.shown("http://tester:s3cret@127.0.0.1:3128/") == "127.0.0.1:3128")
        #expect(ProxyChoice.shown("proxy.corp:8080") == "proxy.corp:8080")
        #expect(ProxyChoice.shown("proxy.corp") == "proxy.corp:1080")
        #expect(ProxyChoice.shown("https://proxy.corp") == "proxy.corp:443")
        #expect(ProxyChoice.shown("socks5h://user@[::1]:1081") == "[::1]:1081")
    }

    @Test("Content-Encoding: anything but identity is compressed, gzip, identity included")
    func compressed() {
        #expect(CurlRequest.isCompressed("gzip"))
        #expect(CurlRequest.isCompressed("gzip, identity"))
        #expect(CurlRequest.isCompressed("identity, br"))
        #expect(!CurlRequest.isCompressed("identity"))
        #expect(!CurlRequest.isCompressed(" Identity "))
        #expect(!CurlRequest.isCompressed(""))
    }
}
