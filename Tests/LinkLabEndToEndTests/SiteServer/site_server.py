#!/usr/bin/env python3
"""A hostile little HTTPS site on 127.0.0.1 for LinkLab's live-site tests.

Makes a test CA and certificates with the openssl CLI in --dir, then listens on one ephemeral port per
mode (each mode a "site" with its own behaviour) and writes {"ca": PATH, "ports": {mode: port}} to
--dir/ports.json. Only 127.0.0.1 is ever bound. It stops by itself after --lifetime seconds, or as soon
as its parent goes away; the test also stops it.
"""
import argparse, gzip, json, os, socket, ssl, subprocess, sys, threading, time
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
         "not-found", "bad-json", "slow", "gzip", "wrong-name", "hostile-text"]
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
        if cdn or mode in ("good", "cdn-old", "cdn-fail"):
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


def serve(mode, folder):
    handler = type("Site_" + mode.replace("-", "_"), (Site,), {"mode": mode})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    name = "other" if mode == "wrong-name" else "site"
    context.load_cert_chain(os.path.join(folder, name + ".pem"), os.path.join(folder, name + ".key"))
    server.socket = context.wrap_socket(server.socket, server_side=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server.server_address[1]


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
