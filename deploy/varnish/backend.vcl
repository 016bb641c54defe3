# What default.vcl needs to know about this site: where the app servers are and which
# addresses may send BANs (the app servers). Keep this file beside default.vcl.

# One server or the load balancer in front of several. For several servers without one, see
# the README's many-servers recipe (a round-robin director).
backend default {
    .host = "127.0.0.1";
    .port = "3000";
}

acl codegrow_purgers {
    "127.0.0.1";
    "::1";
}
