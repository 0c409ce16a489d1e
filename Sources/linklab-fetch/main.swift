import Foundation
import LinkLabCore
import LinkLabSite

// linklab-fetch: LinkLab's network helper (README, "Live site"). `linklab site` and `--live` start it, write
// an order on its standard input (`FetchExchange.Order`), and read its answer from its standard output. It
// opens no file and judges nothing: it fetches, and the core judges the bytes in linklab.
//
// Run by hand, it says what it is and stops with status 2.

/// The order on standard input, read to its end within `FetchExchange.orderLimit`.
func readOrder() -> Result<FetchExchange.Order, HelperRefusal> {
    let bytes: [UInt8]
    do { bytes = try InputFile.read(descriptor: 0, limit: FetchExchange.orderLimit) } catch { return .failure(.unreadable(error)) }
    do { return .success(try FetchExchange.decodeOrder(bytes)) } catch { return .failure(.defect(error)) }
}

/// Writes all of `text` to standard output.
func answer(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let n = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
        if n < 0 { if errno == EINTR { continue }; exit(1) }
        bytes = bytes.dropFirst(n)
    }
}

let order: FetchExchange.Order
switch readOrder() {
case .success(let read): order = read
case .failure(let why):
    FileHandle.standardError.write(Data(HelperWords.refusal(why).utf8))
    exit(2)
}
let fetcher: SiteFetcher
do { fetcher = try SiteFetcher(trusted: order.trusted, timeout: order.timeout) } catch {
    answer(FetchExchange.encode(.noPEMCertificate, domain: order.domain))
    exit(0)
}
let fetches = fetcher.fetch(order)
answer(FetchExchange.encode(.fetched(fetches), domain: order.domain))
exit(0)
