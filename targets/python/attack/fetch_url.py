"""Issue 42, class 7: a page fetcher that opens any address urllib can, so a caller reaches loopback
services, the cloud metadata service (169.254.169.254) and, through file://, local files. SANDBOX ONLY:
it connects out. --fixed: only http and https; the name is resolved and every address checked
(loopback, private, link-local, carrier-grade NAT, multicast, reserved and the metadata names refused),
each redirect too. Documentation ranges are public here: the audit's sink answers every name with one.
Needs no root. (urllib resolves the name again when it connects; a resolver that answers differently the
second time is not defended against here: the Node twin pins the address.)"""
import ipaddress
import re
import socket
import sys
import urllib.error
import urllib.parse
import urllib.request

sys.dont_write_bytecode = True  # no __pycache__ next to the target, whatever the environment says

from mcp_stdio import Refusal, command_line, param, serve, tool  # noqa: E402

FIXED, _ = command_line()
TIMEOUT_SECONDS = 5
KEPT_BYTES = 20_000
INTERNAL = [ipaddress.ip_network(network) for network in (
    "0.0.0.0/8", "10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "169.254.0.0/16", "172.16.0.0/12", "192.0.0.0/24",
    "192.168.0.0/16", "198.18.0.0/15", "224.0.0.0/4", "240.0.0.0/4",
    "::/127", "64:ff9b::/96", "fc00::/7", "fe80::/10", "ff00::/8")]
# In the cloud these names resolve to the metadata address; a resolver that answers otherwise (a sandbox,
# a split-horizon DNS) must not make them reachable.
METADATA_NAMES = {"metadata", "metadata.google.internal", "metadata.goog", "instance-data", "instance-data.ec2.internal"}


def is_internal(address):
    ip = ipaddress.ip_address(address.split("%")[0])
    if ip.version == 6 and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return any(ip in network for network in INTERNAL)


def any_url(url):
    """The bug: every scheme urllib knows, every address the system resolves."""


def public_url(url):
    """The fix: http(s) only, and no name that is or resolves to an internal address."""
    parts = urllib.parse.urlsplit(url)
    if parts.scheme not in ("http", "https"):
        raise Refusal("Only http and https pages can be fetched, not %s:" % parts.scheme)
    host = (parts.hostname or "").lower()
    if host in METADATA_NAMES:
        raise Refusal("Refused: %s is a cloud metadata service" % host)
    try:
        addresses = {info[4][0] for info in socket.getaddrinfo(host, parts.port or 443, type=socket.SOCK_STREAM)}
    except OSError as error:
        raise Refusal("Fetch failed: %s" % error)
    internal = sorted(address for address in addresses if is_internal(address))
    if internal:
        raise Refusal("Refused: %s is an internal address (%s)" % (host, internal[0]))


check_url = public_url if FIXED else any_url


class CheckedRedirects(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, req, fp, code, msg, headers, newurl):
        check_url(newurl)
        return super().redirect_request(req, fp, code, msg, headers, newurl)


OPENER = urllib.request.build_opener(CheckedRedirects)


def fetch_page(arguments):
    url = arguments["url"]
    check_url(url)
    request = urllib.request.Request(url, headers={"User-Agent": "page-fetcher/1.3"})
    try:
        with OPENER.open(request, timeout=TIMEOUT_SECONDS) as response:
            status, body = response.status, response.read(KEPT_BYTES)
    except urllib.error.HTTPError as error:
        status, body = error.code, error.read(KEPT_BYTES)
    except (urllib.error.URLError, OSError, ValueError) as error:
        raise Refusal("Fetch failed: %s" % getattr(error, "reason", error))
    heading = "HTTP %s" % status if status else url
    return "%s\n\n%s" % (heading, body.decode("utf-8", errors="replace"))


TOOLS = [
    tool("fetch_page", "Fetches a web page over http or https and returns its status and the first 20 KB of its text.",
         {"url": param("string", 'Address of the page (e.g. "https://example.com/")')},
         {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": True}),
    tool("extract_links", "Lists the link targets (href) found in a piece of HTML.",
         {"html": param("string", "The HTML to read")}),
]

if __name__ == "__main__":
    serve({"name": "page-fetcher", "version": "1.3.0"}, TOOLS, {
        "fetch_page": fetch_page,
        "extract_links": lambda arguments: "\n".join(
            re.findall(r"""href\s*=\s*["']([^"']*)["']""", arguments["html"], re.IGNORECASE)) or "(no links)",
    })
