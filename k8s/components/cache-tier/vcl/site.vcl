# The shared HTTP cache tier in front of the site's pods (docs/decisions/102, docs/operating.md).
# The pages say what may be shared (Cache-Control) and what they show (the xkey header); this
# file stores what they allow, keeps it through an outage (grace) and purges it by tag on a
# publish. The backends come from backends.vcl, included below: the cluster's one Service there,
# a test's own servers in tests/ops/.
vcl 4.1;

import std;
import xkey;
import directors;

# A pod is in the rotation while /readyz answers 200; it answers 503 from the moment it drains.
probe site_ready {
    .url = "/readyz";
    .interval = 1s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
}

# Only the site's pods purge: this address check, the separate purge listener and, in the
# cluster, the component's NetworkPolicy, which admits only the site's pods to that listener.
acl purgers {
    "localhost";
    "10.0.0.0"/8;
    "172.16.0.0"/12;
    "192.168.0.0"/16;
    "fc00::"/7;
}

include "backends.vcl";

sub vcl_recv {
    set req.backend_hint = site.backend();
    # Set only by a restart below: a visitor cannot ask for stale pages.
    if (req.restarts == 0) {
        unset req.http.x-stale-ok;
    }

    if (req.method == "PURGE") {
        if (local.socket != "purge" || client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-softpurge) {
            return (synth(400, "Name the tags in xkey-softpurge"));
        }
        # Soft: the objects stay as grace copies for an outage; vcl_recv below never serves them while a pod answers.
        set req.http.n-gone = xkey.softpurge(req.http.xkey-softpurge);
        return (synth(200, "Soft-purged " + req.http.n-gone));
    }
    # The purge listener serves the tier's own readiness, and nothing else: the pages are on the public one.
    if (local.socket == "purge" && req.url == "/healthz") {
        return (synth(200, "OK"));
    }
    if (local.socket == "purge") {
        return (synth(404, "Not found"));
    }

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # An editor's draft preview: rendered for them alone, never looked up or stored.
    if (req.http.Cookie ~ "(^|;\s*)(__Host-)?preview=" || req.http.Authorization) {
        return (pass);
    }
    # Every other page is the same for everyone: analytics cookies must neither split nor bypass it.
    unset req.http.Cookie;

    # Campaign parameters are not part of the key (the site ignores them too); the site's own are.
    if (req.url ~ "[?&](utm_[a-z_]+|gclid|fbclid)=") {
        set req.url = regsuball(req.url, "(?i)([?&])(utm_[a-z_]+|gclid|fbclid)=[^&#]*", "\1");
        set req.url = regsuball(req.url, "([?&])[?&]+", "\1");
        set req.url = regsub(req.url, "[?&]+$", "");
    }

    # The site sends br or gzip (or neither): one stored copy for each, not one per browser's spelling.
    if (req.http.Accept-Encoding ~ "\bbr\b") {
        set req.http.Accept-Encoding = "br";
    } elsif (req.http.Accept-Encoding ~ "\bgzip\b") {
        set req.http.Accept-Encoding = "gzip";
    } else {
        unset req.http.Accept-Encoding;
    }

    # While a pod answers, an expired or soft-purged page is fetched again before it is shown,
    # so nobody sees a page older than its s-maxage or a publish. Only when no pod is ready,
    # or a fetch just failed (the restart below), are stored pages served past that (grace).
    if (req.http.x-stale-ok || !std.healthy(req.backend_hint)) {
        set req.grace = 24h;
    } else {
        set req.grace = 0s;
    }
    return (hash);
}

sub vcl_backend_response {
    # An error is never stored; a background refresh that fails keeps the page it was refreshing.
    if (beresp.status >= 500) {
        if (bereq.is_bgfetch) {
            return (abandon);
        }
        set beresp.ttl = 0s;
        set beresp.grace = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    if (bereq.uncacheable) {
        return (deliver);
    }
    # Stored: answers the site marks shareable that name what they show (the pages, the feed,
    # the sitemap), and hashed assets. Anything per visitor, with a cookie, or unnamed is fetched
    # every time (a short hit-for-miss, so the waiting list does not serialise them).
    if (beresp.http.Set-Cookie
        || beresp.http.Cache-Control ~ "(?i)(private|no-store|no-cache)"
        || !(beresp.http.xkey || beresp.http.Cache-Control ~ "(?i)immutable")) {
        set beresp.ttl = 10s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # The TTL is the page's s-maxage; this long after it, a stored page still answers while no pod can.
    set beresp.grace = 24h;
    return (deliver);
}

sub vcl_backend_error {
    if (bereq.is_bgfetch) {
        return (abandon);
    }
    set beresp.ttl = 0s;
    set beresp.grace = 0s;
    set beresp.uncacheable = true;
}

sub vcl_deliver {
    # A pod (or every pod) failed this page: once, look again with grace, so a stored copy answers instead.
    if (resp.status >= 500 && req.restarts == 0 && (req.method == "GET" || req.method == "HEAD") && !req.http.Cookie) {
        set req.http.x-stale-ok = "1";
        return (restart);
    }
    # The tags are for caches, not visitors.
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    if (obj.uncacheable) {
        set resp.http.X-Cache = "pass";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "hit";
    } else {
        set resp.http.X-Cache = "miss";
    }
}
