<?php
// Installs the bench's WordPress non-interactively (what wp-admin/install.php does on its form's POST).
// Run with php-cli; the WordPress configuration is the one bench/wordpress.mjs wrote (WP_BENCH_URL).
$url = getenv('WP_BENCH_URL');
$_SERVER['HTTP_HOST'] = parse_url($url, PHP_URL_HOST) . ':' . parse_url($url, PHP_URL_PORT);
$_SERVER['REQUEST_URI'] = '/';
define('WP_INSTALLING', true);
require '/usr/share/wordpress/wp-load.php';
require ABSPATH . 'wp-admin/includes/upgrade.php';
if (!is_blog_installed()) {
    $result = wp_install('Northfield College News', 'webteam', 'webteam@northfield.example', true, '', 'bench-' . bin2hex(random_bytes(8)));
    echo "installed: user {$result['user_id']}\n";
}
