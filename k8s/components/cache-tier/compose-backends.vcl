# compose.yaml's `cache` profile: the tier in front of the `web` service (one container, its
# port 3000), in place of the cluster's backends.vcl. Same probe, same director.
backend web {
    .host = "web";
    .port = "3000";
    .probe = site_ready;
    .connect_timeout = 2s;
    .first_byte_timeout = 15s;
    .between_bytes_timeout = 10s;
}

sub vcl_init {
    new site = directors.round_robin();
    site.add_backend(web);
}
