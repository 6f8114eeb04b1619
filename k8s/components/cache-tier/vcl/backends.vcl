# The cluster's backend: the site's Service (its ClusterIP, port 80), which spreads requests over the
# ready pods. The probe tells the tier when no pod is ready, so it serves stored pages (grace).
backend consultancy_site {
    .host = "consultancy-site";
    .port = "80";
    .probe = site_ready;
    .connect_timeout = 2s;
    # A page's loaders wait on an upstream at most a few seconds; the render is cut at 10 s.
    .first_byte_timeout = 15s;
    .between_bytes_timeout = 10s;
}

sub vcl_init {
    new site = directors.round_robin();
    site.add_backend(consultancy_site);
}
