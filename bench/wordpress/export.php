<?php
// WordPress's own export (Tools → Export → All content), written to standard output.
$url = getenv('WP_BENCH_URL');
$_SERVER['HTTP_HOST'] = parse_url($url, PHP_URL_HOST) . ':' . parse_url($url, PHP_URL_PORT);
$_SERVER['REQUEST_URI'] = '/';
require '/usr/share/wordpress/wp-load.php';
require ABSPATH . 'wp-admin/includes/export.php';
wp_set_current_user(1);
export_wp(['content' => 'all']);
