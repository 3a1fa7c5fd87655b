vcl 4.1;
# Varnish in front of several instances of the university website: an edge cache that keeps
# public pages for their whole lifetime and drops exactly the pages a save changed (see README,
# "Edge cache"). Written for Debian's varnish 7.1 with `varnish-modules` (vmod xkey):
#
#   varnishd -a :6081 -f /path/to/deploy/varnish/default.vcl -s malloc,1G
#
# with every instance started with EDGE_PURGER=varnish and EDGE_PURGE_URLS=http://<this host>:6081.
# Change the lines marked SITE: the instances and who may purge. TLS ends in front of Varnish
# (nginx or hitch), which sets X-Forwarded-Proto. `npm run bench:scale` runs this very file on
# loopback, replacing only those lines (bench/lib/varnish.mjs).
#
# What it does: pages carry their cache tags in `Surrogate-Key` (lib/cache/edge-tags.mjs), stored
# as xkey keys; an instance's `PURGE` with `xkey-purge: <tags>` removes every page with one of
# them at once (a hard purge: nothing stale is served afterwards). A tagged page is kept for its
# own s-maxage (a day for most pages; shorter when its content changes at a known time); a page
# whose tags are not known, for one second, as nginx's micro-cache. Never cached: anything but
# GET and HEAD, /admin and the API (uploaded files apart: one minute, as nginx), a signed-in
# editor's or previewer's request, and any response that is private, no-store, no-cache or sets
# a cookie. An instance is sent visitors only while its /api/ready answers 200, so a stopping
# instance (503 at once, lib/ops/shutdown.mjs) is taken out before it stops listening, and a
# read refused by an instance is tried on another.

import directors;
import xkey;

probe ready {
  .request = "GET /api/ready HTTP/1.1"
             "Host: localhost"
             "Connection: close";
  .interval = 1s;
  .timeout = 3s;
  # Out after two failed probes of the last three; back in after two good ones.
  .window = 3;
  .threshold = 2;
  .initial = 1;
}

# SITE: one backend per instance (`PORT=3000 HOSTNAME=0.0.0.0 node scripts/serve.mjs`).
backend instance1 { .host = "10.0.0.11"; .port = "3000"; .probe = ready; .first_byte_timeout = 60s; }
backend instance2 { .host = "10.0.0.12"; .port = "3000"; .probe = ready; .first_byte_timeout = 60s; }

# SITE: the instances, which purge after a save.
acl purgers {
  "localhost";
  "10.0.0.0"/24;
}

sub vcl_init {
  new instances = directors.round_robin();
  instances.add_backend(instance1);  # SITE
  instances.add_backend(instance2);  # SITE
}

sub vcl_recv {
  set req.backend_hint = instances.backend();

  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (req.http.xkey-purge !~ "[^\s,]") {
      return (synth(400, "Send the tags to purge in xkey-purge"));
    }
    set req.http.purged = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.purged + " object(s)"));
  }
  if (req.method == "PRI") {
    return (synth(405));
  }
  # The instances take the client's address from the last X-Forwarded-For entry (TRUST_PROXY=1):
  # Varnish appends the address it was connected from.

  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # A signed-in editor and an editor's preview (the draft-mode cookie) always get the live site.
  if (req.http.Cookie ~ "(^|;\s*)(payload-token|__prerender_bypass)=") {
    return (pass);
  }
  if (req.url ~ "^/admin" || (req.url ~ "^/api/" && req.url !~ "^/api/(media|documents)/file/")) {
    return (pass);
  }
  # No public page depends on the visitor's other cookies (consent, theme: read in the browser).
  unset req.http.Cookie;
  unset req.http.Authorization;
  return (hash);
}

sub vcl_hash {
  hash_data(req.url);
  hash_data(req.http.host);
  # Next answers the same URL as HTML or as a React Server Components payload (as nginx's key).
  hash_data(req.http.rsc);
  hash_data(req.http.next-router-prefetch);
  hash_data(req.http.next-router-segment-prefetch);
  hash_data(req.http.next-router-state-tree);
  return (lookup);
}

sub vcl_backend_response {
  if (bereq.uncacheable) {
    return (deliver);
  }
  if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(?i)private|no-store|no-cache") {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  if (bereq.url ~ "^/api/(media|documents)/file/") {
    # Its own rule, not the file's year: the application keeps deciding access (nginx: the same).
    set beresp.ttl = 1m;
    set beresp.grace = 10s;
    return (deliver);
  }
  if (beresp.http.Surrogate-Key && beresp.status == 200) {
    # Tagged: kept for the page's own s-maxage (Varnish's default TTL), dropped by a purge.
    set beresp.http.xkey = beresp.http.Surrogate-Key;
    # A copy Next served stale (its lifetime passed, regenerating behind it) is kept a second.
    if (beresp.http.x-nextjs-cache == "STALE") {
      set beresp.ttl = 1s;
    }
    # Next's stale-while-revalidate is a year; the edge serves a passed copy only briefly.
    set beresp.grace = 10s;
  } else {
    # Tags not known (or an error, a redirect, a 404): as nginx's micro-cache.
    if (beresp.ttl > 1s) {
      set beresp.ttl = 1s;
    }
    set beresp.grace = 1s;
  }
  return (deliver);
}

sub vcl_backend_error {
  # The instance failed before answering (refused: stopping, restarting): a read is tried on
  # another. A POST is never resent, as it may have reached the instance (nginx: the same); a
  # stopping instance is out of the director before it stops listening, so none is sent there.
  if (bereq.retries < 2 && (bereq.method == "GET" || bereq.method == "HEAD")) {
    return (retry);
  }
}

sub vcl_deliver {
  # The keys are the edge's business; visitors get the page.
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
  unset resp.http.Cache-Tag;
  unset resp.http.Via;
  unset resp.http.X-Varnish;
  if (obj.uncacheable) {
    set resp.http.X-Cache = "PASS";
  } elsif (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
}
