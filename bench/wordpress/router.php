<?php
// php -S router for Debian's WordPress (/usr/share/wordpress) with its wp-content in the bench's
// temporary directory (WP_BENCH_CONTENT): what Apache's `Alias /wp-content` and mod_rewrite do in
// README.Debian's set-up. Files are served as they are; any other address goes to WordPress's index.php.
$path = rawurldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '/');
if (strpos($path, '/wp-content/') === 0) {
    $root = realpath(getenv('WP_BENCH_CONTENT'));
    $file = realpath($root . substr($path, strlen('/wp-content')));
    if ($file && is_file($file) && substr($file, -4) !== '.php') {
        $types = ['jpg' => 'image/jpeg', 'jpeg' => 'image/jpeg', 'png' => 'image/png', 'pdf' => 'application/pdf',
            'css' => 'text/css', 'js' => 'text/javascript', 'svg' => 'image/svg+xml', 'woff2' => 'font/woff2'];
        $ext = strtolower(pathinfo($file, PATHINFO_EXTENSION));
        header('Content-Type: ' . ($types[$ext] ?? 'application/octet-stream'));
        header('Content-Length: ' . filesize($file));
        readfile($file);
        return true;
    }
    http_response_code(404);
    return true;
}
$file = '/usr/share/wordpress' . $path;
if ($path !== '/' && (is_file($file) || is_file(rtrim($file, '/') . '/index.php'))) return false;
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = '/usr/share/wordpress/index.php';
$_SERVER['PHP_SELF'] = '/index.php';
require '/usr/share/wordpress/index.php';
