<?php
// Switches the bench's WordPress to plain permalinks (`/?p=16`), WordPress's own default after an
// install: /wp-json/ then answers the home page and the REST API is at `?rest_route=`.
$url = getenv('WP_BENCH_URL');
$_SERVER['HTTP_HOST'] = parse_url($url, PHP_URL_HOST) . ':' . parse_url($url, PHP_URL_PORT);
$_SERVER['REQUEST_URI'] = '/';
require '/usr/share/wordpress/wp-load.php';
global $wp_rewrite;
$wp_rewrite->set_permalink_structure('');
flush_rewrite_rules(false);
echo get_permalink(get_posts(['numberposts' => 1])[0]) . "\n";
