# CodeGrow behind Varnish: keeps the one public version of every answer a visitor gets, for as
# long as the servers' Cache-Control allows a shared cache to (s-maxage), and drops answers by
# the keys they name in Surrogate-Key when the servers send a BAN after a write
# (docs/decisions/0015-caching-in-front-and-purging.md). Everything else goes to the servers.
vcl 4.1;

import std;

# Where the app servers are and who may send BANs: the part that differs per site.
include "backend.vcl";

sub vcl_recv {
    if (req.method == "BAN") {
        call codegrow_ban;
    }
    call vcl_req_host;
    call vcl_req_method;
    # A session (the site's cookie or an API token) gets the answer made for that reader.
    if (req.http.Authorization || req.http.Cookie ~ "(^|;)\s*(__Host-)?cg_sid=") {
        return (pass);
    }
    call codegrow_language;
    # A visitor's cookies are analytics and the like, which no answer depends on: dropped, so
    # every visitor shares one copy of each answer (they name Cookie in Vary for browsers).
    unset req.http.Cookie;
    return (hash);
}

# A page at a plain (English) address is sent to its Bangla address (/bn/...) by the servers
# when the reader chose Bangla (cookie cg_lang) or, having not chosen, their browser asks for
# it: those requests go to the servers, which answer the redirect. Other pages are the same
# whatever the Accept-Language, so it is dropped and one copy kept. The API's answers carry
# their messages in the language asked first (the web app asks for its page's), so an API
# request keeps only that: two copies at most.
sub codegrow_language {
    if (req.url ~ "^/api(/|\?|$)") {
        if (req.http.Accept-Language ~ "(?i)^\s*bn\b") {
            set req.http.Accept-Language = "bn";
        } else {
            unset req.http.Accept-Language;
        }
        return;
    }
    if (req.url !~ "^/(bn|language)(/|\?|$)" && req.url !~ "^[^?]*\.[A-Za-z0-9]+(\?|$)") {
        if (req.http.Cookie ~ "(^|;)\s*cg_lang=bn(;|$)") {
            return (pass);
        }
        if (req.http.Cookie !~ "(^|;)\s*cg_lang=" && req.http.Accept-Language ~ "(?i)(^|,)\s*bn\b") {
            return (pass);
        }
    }
    unset req.http.Accept-Language;
}

# `X-Purge-Keys: article-3 lists` drops every kept answer whose Surrogate-Key names one of
# those keys, as a whole word (`article-3` never matches `article-31`).
sub codegrow_ban {
    if (client.ip !~ codegrow_purgers) {
        return (synth(403, "Not allowed to ban"));
    }
    std.collect(req.http.X-Purge-Keys, " ");
    set req.http.X-Purge-Keys = regsuball(req.http.X-Purge-Keys, "^\s+|\s+$", "");
    if (req.http.X-Purge-Keys !~ "^[A-Za-z0-9_-]+(\s+[A-Za-z0-9_-]+)*$") {
        return (synth(400, "X-Purge-Keys must be keys separated by spaces"));
    }
    if (!std.ban("obj.http.Surrogate-Key ~ (^|\s)(" +
        regsuball(req.http.X-Purge-Keys, "\s+", "|") + ")(\s|$)")) {
        return (synth(400, std.ban_error()));
    }
    return (synth(200, "Banned"));
}

sub vcl_backend_response {
    # A failed refresh of a kept answer leaves the kept one in use (stale-if-error).
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    # Only what a BAN can reach is kept, and files marked immutable (their names change with
    # their content): an answer the servers could not purge would outlive a write.
    if (!beresp.http.Surrogate-Key && beresp.http.Cache-Control !~ "immutable") {
        set beresp.ttl = 120s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # Varnish takes the lifetime from s-maxage (else max-age) and the grace from
    # stale-while-revalidate; stale-if-error, when longer, lengthens the grace.
    set beresp.http.X-Stale-If-Error = regsub(beresp.http.Cache-Control,
        "^(?:.*[\s,])?stale-if-error=(\d+).*$|^.*$", "\1s");
    if (std.duration(beresp.http.X-Stale-If-Error, 0s) > beresp.grace) {
        set beresp.grace = std.duration(beresp.http.X-Stale-If-Error, 0s);
    }
    unset beresp.http.X-Stale-If-Error;
    # The built-in rules follow: no answer that sets a cookie, or is private, no-store or
    # no-cache, is kept.
}

sub vcl_deliver {
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    # The keys are the servers' words for what an answer holds; browsers have no use for them.
    unset resp.http.Surrogate-Key;
}
