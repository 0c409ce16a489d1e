#!/usr/bin/env python3
"""A hostile little HTTPS site on 127.0.0.1 for LinkLab's live-site tests.

Makes a test CA and certificates with the openssl CLI in --dir, then listens on one ephemeral port per
mode (each mode a "site" with its own behaviour) and writes {"ca": PATH, "ports": {mode: port}} to
--dir/ports.json. Only 127.0.0.1 is ever bound. It stops by itself after --lifetime seconds, or as soon
as its parent goes away; the test also stops it.

Besides the sites: three flooding TLS servers (HTTP/2 frames without end, one of them offering h2 by ALPN;
and endless header lines), and "proxy", a plain CONNECT proxy that tunnels to 127.0.0.1 alone and writes
how many tunnels it opened to --dir/proxy-tunnels.
"""
import argparse, gzip, json, os, select, socket, ssl, struct, subprocess, sys, threading, time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

APP = "ABCDE12345.com.q2.mobile.demo"
FINGERPRINT = "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
AASA = json.dumps({"applinks": {"details": [{"appIDs": [APP], "components": [
    {"/": "*/uux.aspx", "comment": "the UUX page"}, {"/": "/buy/*"}]}]}}, indent=2).encode()
# The CDN's copy from before /buy/* and the UUX page were added: what Apple still serves.
AASA_OLD = json.dumps({"applinks": {"details": [{"appIDs": [APP], "components": [{"/": "/help/*"}]}]}}).encode()
ASSETLINKS = json.dumps([{"relation": ["delegate_permission/common.handle_all_urls"],
                          "target": {"namespace": "android_app", "package_name": "com.q2.mobile.demo",
                                     "sha256_cert_fingerprints": [FINGERPRINT]}}]).encode()
GOOGLE = json.dumps({"statements": [{"source": {"web": {"site": "https://bank.example."}},
                                     "relation": "delegate_permission/common.handle_all_urls",
                                     "target": {"androidApp": {"packageName": "com.q2.mobile.demo",
                                                               "certificate": {"sha256Fingerprint": FINGERPRINT}}}}],
                     "maxAge": "3600s"}).encode()
MODES = ["good", "cdn-old", "cdn-fail", "redirect", "content-type", "too-large", "huge-length", "endless",
         "not-found", "bad-json", "slow", "gzip", "gzip-identity", "wrong-name", "hostile-text", "expired",
         "not-yet-valid", "self-signed"]
# The certificate each mode serves (the rest serve "site", valid for localhost and 127.0.0.1).
CERTIFICATES = {"wrong-name": "other", "expired": "expired", "not-yet-valid": "future", "self-signed": "self"}
# No flooding connection lasts longer than this, nor sends more than FLOOD_LIMIT bytes.
FLOOD_SECONDS = 20
FLOOD_LIMIT = 4 << 30
STOP = time.monotonic() + 120


class Site(BaseHTTPRequestHandler):
    mode = "good"
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send(self, status, body, content_type="application/json", headers=()):
        self.send_response(status)
        if content_type:
            self.send_header("Content-Type", content_type)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        path, mode = self.path, self.mode
        cdn = path.startswith("/cdn/")
        if path.startswith("/google/v1/statements:list"):
            return self.send(200, GOOGLE)
        aasa = cdn or path == "/.well-known/apple-app-site-association"
        links = path == "/.well-known/assetlinks.json"
        if not (aasa or links):
            return self.send(404, b"not here", "text/plain")
        if cdn and mode == "cdn-old":
            return self.send(200, AASA_OLD)
        if cdn and mode == "cdn-fail":
            return self.send(404, b"", None, [("Apple-Failure-Reason", "SWCERR00301 Timeout"),
                                               ("Apple-Failure-Details", "The domain did not answer in time")])
        if cdn or mode in ("good", "cdn-old", "cdn-fail", "expired", "not-yet-valid", "self-signed"):
            return self.send(200, AASA if aasa else ASSETLINKS)
        if mode == "redirect":
            target = "https://evil.example/.well-known/apple-app-site-association" if aasa else "file:///etc/passwd"
            return self.send(301 if aasa else 302, b"", None, [("Location", target)])
        if mode == "content-type":
            return self.send(200, b"<html><body>Please sign in</body></html>", "text/html; charset=utf-8")
        if mode == "too-large":
            big = b'{"applinks": {"details": [], "comment": "' + b"x" * (200 * 1024) + b'"}}'
            return self.send(200, big if aasa else b"[" + b" " * (1536 * 1024) + b"]")
        if mode == "huge-length":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", "1000000000")
            self.end_headers()
            try:
                self.wfile.write(b"[" + b" " * 65536)
                time.sleep(2)
            except OSError:
                pass
            self.close_connection = True
            return
        if mode == "endless":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            chunk = b"[" + b" " * 65535
            try:
                while time.monotonic() < STOP:
                    self.wfile.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
            except OSError:
                pass
            self.close_connection = True
            return
        if mode == "not-found":
            return self.send(404, b"<html>Not Found</html>", "text/html")
        if mode == "bad-json":
            return self.send(200, b'{"applinks": {"details": [],}}' if aasa else b'[{"relation": [], "relation": []}]')
        if mode == "slow":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(AASA)))
            self.end_headers()
            try:
                for byte in AASA:
                    self.wfile.write(bytes([byte]))
                    self.wfile.flush()
                    time.sleep(1)
                    if time.monotonic() > STOP:
                        break
            except OSError:
                pass
            self.close_connection = True
            return
        if mode == "gzip":
            bomb = gzip.compress(b" " * (64 * 1024 * 1024))
            return self.send(200, bomb, "application/json", [("Content-Encoding", "gzip")])
        if mode == "gzip-identity":
            # Still gzip: "identity" after it does not undo it.
            bomb = gzip.compress(b" " * (1024 * 1024))
            return self.send(200, bomb, "application/json", [("Content-Encoding", "gzip, identity")])
        if mode == "hostile-text":
            # A right-to-left override (U+202E, as raw UTF-8 bytes) in a Content-Type and a Location: shown escaped.
            override = b"\xe2\x80\xae".decode("latin-1")
            if links:
                return self.send(302, b"", None, [("Location", "https://x.example/" + override + "gpj.exe")])
            return self.send(200, b"{}", "text/html" + override)
        return self.send(500, b"unknown mode", "text/plain")


def openssl(*args, cwd):
    subprocess.run(["openssl", *args], cwd=cwd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def make_certificates(folder):
    openssl("req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", "ca.key", "-out", "ca.pem", "-days", "2",
            "-subj", "/CN=LinkLab Test CA", "-addext", "basicConstraints=critical,CA:TRUE",
            "-addext", "keyUsage=critical,keyCertSign,cRLSign", cwd=folder)
    for name, san in (("site", "DNS:localhost,IP:127.0.0.1"), ("other", "DNS:other.example")):
        openssl("req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", name + ".key", "-out", name + ".csr",
                "-subj", "/CN=" + san.split(",")[0][4:], cwd=folder)
        with open(os.path.join(folder, name + ".ext"), "w") as ext:
            ext.write("subjectAltName=%s\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n" % san)
        openssl("x509", "-req", "-in", name + ".csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial",
                "-out", name + ".pem", "-days", "2", "-extfile", name + ".ext", cwd=folder)
    # Expired and not yet valid: the site's key and names, signed by the CA with dates set by `openssl ca`.
    with open(os.path.join(folder, "ca.cnf"), "w") as cnf:
        cnf.write("[ca]\ndefault_ca = test\n[test]\ndatabase = index.txt\nnew_certs_dir = .\nserial = serial\n"
                  "default_md = sha256\npolicy = any\nunique_subject = no\n[any]\ncommonName = supplied\n")
    open(os.path.join(folder, "index.txt"), "w").close()
    with open(os.path.join(folder, "serial"), "w") as serial:
        serial.write("1000\n")
    for name, start, end in (("expired", "20200101000000Z", "20200102000000Z"), ("future", "20900101000000Z", "20900102000000Z")):
        openssl("ca", "-batch", "-config", "ca.cnf", "-cert", "ca.pem", "-keyfile", "ca.key", "-in", "site.csr", "-out", name + ".pem",
                "-startdate", start, "-enddate", end, "-extfile", "site.ext", "-notext", cwd=folder)
        os.link(os.path.join(folder, "site.key"), os.path.join(folder, name + ".key"))
    # Self-signed, for the right names, and signed by no CA the client is given.
    openssl("req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", "self.key", "-out", "self.pem",
            "-days", "2", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1", cwd=folder)


def serve(mode, folder):
    handler = type("Site_" + mode.replace("-", "_"), (Site,), {"mode": mode})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    name = CERTIFICATES.get(mode, "site")
    context.load_cert_chain(os.path.join(folder, name + ".pem"), os.path.join(folder, name + ".key"))
    server.socket = context.wrap_socket(server.socket, server_side=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server.server_address[1]


def frame(kind, flags, stream, payload):
    """One HTTP/2 frame: 24-bit length, type, flags, 31-bit stream id, payload."""
    return struct.pack(">I", len(payload))[1:] + bytes([kind, flags]) + struct.pack(">I", stream) + payload


# SETTINGS, then PING, SETTINGS and a HEADERS frame that never ends, its CONTINUATION frames without end.
H2_START = frame(4, 0, 0, b"") + frame(1, 0, 1, b"\x88")
H2_FLOOD = (frame(6, 0, 0, b"\0" * 8) + frame(4, 0, 0, struct.pack(">HI", 3, 100)) + frame(9, 0, 1, b"\x40" * 4000)) * 16
HEADER_START = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
HEADER_FLOOD = b"X-Flood: " + b"a" * 1000 + b"\r\n"


def flood(mode, folder):
    """A TLS server on 127.0.0.1 that answers every connection with bytes without end (bounded in time and size)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(os.path.join(folder, "site.pem"), os.path.join(folder, "site.key"))
    if mode == "h2-alpn-flood":
        context.set_alpn_protocols(["h2"])
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    start, chunk = (HEADER_START, HEADER_FLOOD * 64) if mode == "header-flood" else (H2_START, H2_FLOOD)

    def answer(connection):
        try:
            connection.settimeout(5)
            tls = context.wrap_socket(connection, server_side=True)
            tls.settimeout(0.2)
            try:
                tls.recv(65536)   # the request, if it comes at once; answered the same whatever it is
            except (socket.timeout, ssl.SSLError):
                pass
            tls.settimeout(5)
            tls.sendall(start)
            sent, until = 0, min(STOP, time.monotonic() + FLOOD_SECONDS)
            while time.monotonic() < until and sent < FLOOD_LIMIT:
                tls.sendall(chunk)
                sent += len(chunk)
        except (OSError, ssl.SSLError):
            pass
        finally:
            connection.close()

    def accept():
        while time.monotonic() < STOP:
            connection, _ = listener.accept()
            threading.Thread(target=answer, args=(connection,), daemon=True).start()

    threading.Thread(target=accept, daemon=True).start()
    return listener.getsockname()[1]


TUNNELS = 0
TUNNELS_LOCK = threading.Lock()


def proxy(folder):
    """A CONNECT proxy on 127.0.0.1 that tunnels to 127.0.0.1 (or localhost) alone, each tunnel for at most 30 s."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)

    def count():
        global TUNNELS
        with TUNNELS_LOCK:
            TUNNELS += 1
            temporary = os.path.join(folder, "proxy-tunnels.tmp")
            with open(temporary, "w") as out:
                out.write(str(TUNNELS))
            os.rename(temporary, os.path.join(folder, "proxy-tunnels"))

    def tunnel(client):
        try:
            client.settimeout(5)
            request = b""
            while b"\r\n\r\n" not in request and len(request) < 8192:
                data = client.recv(4096)
                if not data:
                    return
                request += data
            words = request.split(b"\r\n", 1)[0].split(b" ")
            host, _, port = words[1].rpartition(b":") if len(words) == 3 and words[0] == b"CONNECT" else (b"", b"", b"")
            if host not in (b"127.0.0.1", b"localhost") or not port.isdigit():
                client.sendall(b"HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n")
                return
            upstream = socket.create_connection(("127.0.0.1", int(port)), timeout=5)
            count()
            client.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n")
            until = min(STOP, time.monotonic() + 30)
            ends = [client, upstream]
            while time.monotonic() < until:
                ready, _, _ = select.select(ends, [], [], 0.5)
                for end in ready:
                    data = end.recv(65536)
                    if not data:
                        upstream.close()
                        return
                    (upstream if end is client else client).sendall(data)
            upstream.close()
        except OSError:
            pass
        finally:
            client.close()

    def accept():
        while time.monotonic() < STOP:
            client, _ = listener.accept()
            threading.Thread(target=tunnel, args=(client,), daemon=True).start()

    with open(os.path.join(folder, "proxy-tunnels"), "w") as out:
        out.write("0")
    threading.Thread(target=accept, daemon=True).start()
    return listener.getsockname()[1]


def refused_port():
    """A port nothing listens on: bound for a moment, then closed."""
    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    return port


def main():
    global STOP
    parser = argparse.ArgumentParser()
    parser.add_argument("--dir", required=True)
    parser.add_argument("--lifetime", type=int, default=120)
    args = parser.parse_args()
    STOP = time.monotonic() + args.lifetime
    make_certificates(args.dir)
    ports = {mode: serve(mode, args.dir) for mode in MODES}
    for mode in ("h2-flood", "h2-alpn-flood", "header-flood"):
        ports[mode] = flood(mode, args.dir)
    ports["proxy"] = proxy(args.dir)
    ports["refused"] = refused_port()
    temporary = os.path.join(args.dir, "ports.json.tmp")
    with open(temporary, "w") as out:
        json.dump({"ca": os.path.join(args.dir, "ca.pem"), "ports": ports}, out)
    os.rename(temporary, os.path.join(args.dir, "ports.json"))
    parent = os.getppid()
    while time.monotonic() < STOP and os.getppid() == parent:
        time.sleep(0.5)
    os._exit(0)


if __name__ == "__main__":
    main()
