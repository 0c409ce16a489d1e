#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinkLabFormats
import LinkLabReading
import LinkLabDeciding
import LinkLabWording
import LinkLabSite
import LinkLabSystem

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

/// Writes all of `text` to standard output; a helper that cannot answer stops with status 1.
func answer(_ text: String) {
    do { try FileDescriptor.write(Platform.standardOutput, Array(text.utf8)) } catch { Platform.exit(1) }
}

let order: FetchExchange.Order
switch readOrder() {
case .success(let read): order = read
case .failure(let why):
    try? FileDescriptor.write(Platform.standardError, Array(HelperWords.refusal(why).utf8))
    Platform.exit(2)
}
let fetcher: SiteFetcher
do { fetcher = try SiteFetcher(trusted: order.trusted, timeout: order.timeout) } catch {
    answer(FetchExchange.encode(.noPEMCertificate, domain: order.domain))
    Platform.exit(0)
}
let fetches = fetcher.fetch(order)
answer(FetchExchange.encode(.fetched(fetches), domain: order.domain))
Platform.exit(0)
