<?php
// WordPress's own account of the bench site, as JSON for bench/wordpress.mjs to check the import
// against: every post and page with its status, permalink, featured picture and the pictures its
// text shows; every attachment; every term and author with its archive address.
$url = getenv('WP_BENCH_URL');
$_SERVER['HTTP_HOST'] = parse_url($url, PHP_URL_HOST) . ':' . parse_url($url, PHP_URL_PORT);
$_SERVER['REQUEST_URI'] = '/';
require '/usr/share/wordpress/wp-load.php';
$items = [];
foreach (get_posts(['post_type' => ['post', 'page'], 'post_status' => 'any', 'numberposts' => -1, 'orderby' => 'ID', 'order' => 'ASC']) as $post) {
    preg_match_all('/wp-image-(\d+)/', $post->post_content, $m);
    $ids = array_map('intval', $m[1]);
    if (preg_match_all('/\[gallery[^\]]*ids="([\d,]+)"/', $post->post_content, $g))
        foreach ($g[1] as $list) $ids = array_merge($ids, array_map('intval', explode(',', $list)));
    $items[] = ['id' => $post->ID, 'type' => $post->post_type, 'title' => html_entity_decode(get_the_title($post), ENT_QUOTES, 'UTF-8'),
        'status' => $post->post_status, 'password' => $post->post_password !== '', 'date_gmt' => $post->post_date_gmt,
        'link' => get_permalink($post), 'featured' => (int) get_post_thumbnail_id($post), 'pictures' => array_values(array_unique($ids))];
}
$attachments = [];
foreach (get_posts(['post_type' => 'attachment', 'post_status' => 'inherit', 'numberposts' => -1]) as $a)
    $attachments[] = ['id' => $a->ID, 'mime' => $a->post_mime_type, 'url' => wp_get_attachment_url($a->ID), 'parent' => $a->post_parent,
        'alt' => get_post_meta($a->ID, '_wp_attachment_image_alt', true),
        'sizes' => array_values(array_map(fn ($size) => dirname(wp_get_attachment_url($a->ID)) . '/' . $size['file'], wp_get_attachment_metadata($a->ID)['sizes'] ?? []))];
$terms = [];
foreach (get_terms(['taxonomy' => ['category', 'post_tag'], 'hide_empty' => false]) as $t)
    $terms[] = ['id' => $t->term_id, 'taxonomy' => $t->taxonomy, 'slug' => $t->slug, 'count' => $t->count, 'link' => get_term_link($t),
        'posts' => array_map('intval', get_objects_in_term($t->term_id, $t->taxonomy))];
$authors = [];
foreach (get_users() as $u) $authors[] = ['id' => $u->ID, 'login' => $u->user_login, 'slug' => $u->user_nicename, 'link' => get_author_posts_url($u->ID),
    'posts' => get_posts(['author' => $u->ID, 'post_type' => 'post', 'post_status' => 'publish', 'numberposts' => -1, 'fields' => 'ids'])];
global $wp_version;
echo json_encode(['wordpress' => $wp_version, 'php' => PHP_VERSION, 'mysql' => $GLOBALS['wpdb']->db_server_info(),
    'items' => $items, 'attachments' => $attachments, 'terms' => $terms, 'authors' => $authors], JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES) . "\n";
