<?php
// The bench's WordPress content, put in with WordPress's own functions (WP-CLI and the WordPress
// Importer are not Debian packages): a small college news site unlike the Theme Unit Test export.
// Pictures are real JPEG/PNG files drawn with GD, their sizes made by WordPress; a real PDF.
$url = getenv('WP_BENCH_URL');
$_SERVER['HTTP_HOST'] = parse_url($url, PHP_URL_HOST) . ':' . parse_url($url, PHP_URL_PORT);
$_SERVER['REQUEST_URI'] = '/';
require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/post.php';
// The administrator has unfiltered_html: frames and tables are saved as typed, as an editor's are.
wp_set_current_user(1);
wp_update_user(['ID' => 1, 'display_name' => 'Web Team', 'nickname' => 'Web Team']);

global $wp_rewrite;
$wp_rewrite->set_permalink_structure('/%year%/%monthnum%/%postname%/');
update_option('timezone_string', 'America/Chicago');
update_option('blogdescription', 'News from Northfield College');
flush_rewrite_rules(false);

$dana = wp_insert_user(['user_login' => 'dokafor', 'user_nicename' => 'dana-okafor', 'display_name' => 'Dana Okafor',
    'first_name' => 'Dana', 'last_name' => 'Okafor', 'user_email' => 'dokafor@northfield.example', 'role' => 'author',
    'user_pass' => bin2hex(random_bytes(8))]);

function term($name, $taxonomy = 'category', $parent = 0) {
    $t = wp_insert_term($name, $taxonomy, ['parent' => $parent]);
    return is_wp_error($t) ? (int) $t->get_error_data() : $t['term_id'];
}
$cat = ['news' => term('News'), 'athletics' => term('Athletics'), 'events' => term('Events'),
    'nursing' => term('Nursing'), 'campus' => term('Campus Life')];
$cat['research'] = term('Research', 'category', $cat['news']);
// More tags than one REST page holds (100): the reader must follow X-WP-TotalPages.
foreach (range(1, 104) as $n) term(sprintf('Course %s %03d', ['BIO', 'CHM', 'HIS', 'MTH'][$n % 4], 100 + $n), 'post_tag');

/** A picture file drawn with GD (bands of colour and a few shapes), added as an attachment with its sizes. */
function picture($name, $month, $w, $h, $rgb, $alt, $caption = '', $parent = 0, $png = false) {
    $im = imagecreatetruecolor($w, $h);
    for ($y = 0; $y < $h; $y += 8) {
        $f = $y / $h;
        $c = imagecolorallocate($im, (int) ($rgb[0] * (1 - $f / 2)), (int) ($rgb[1] * (1 - $f / 3)), (int) min(255, $rgb[2] + 60 * $f));
        imagefilledrectangle($im, 0, $y, $w, $y + 7, $c);
    }
    $white = imagecolorallocate($im, 250, 250, 245);
    imagefilledellipse($im, (int) ($w * 0.7), (int) ($h * 0.35), (int) ($w / 5), (int) ($w / 5), $white);
    imagestring($im, 5, 20, $h - 40, strtoupper($name), $white);
    ob_start();
    $png ? imagepng($im) : imagejpeg($im, null, 85);
    $bytes = ob_get_clean();
    return attach($name . ($png ? '.png' : '.jpg'), $month, $bytes, $png ? 'image/png' : 'image/jpeg', ucfirst(str_replace('-', ' ', $name)), $alt, $caption, $parent);
}

function attach($file, $month, $bytes, $mime, $title, $alt, $caption, $parent) {
    $upload = wp_upload_bits($file, null, $bytes, $month);
    if ($upload['error']) throw new Exception($upload['error']);
    $id = wp_insert_attachment(['post_mime_type' => $mime, 'post_title' => $title, 'post_excerpt' => $caption,
        'post_content' => '', 'post_status' => 'inherit', 'post_date' => str_replace('/', '-', $month) . '-02 09:00:00'], $upload['file'], $parent);
    wp_update_attachment_metadata($id, wp_generate_attachment_metadata($id, $upload['file']));
    if ($alt !== '') update_post_meta($id, '_wp_attachment_image_alt', $alt);
    return $id;
}

/** A small, valid one-page PDF (offsets counted, as a reader checks them). */
function pdf($text) {
    $objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
        null, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'];
    $stream = "BT /F1 18 Tf 72 720 Td ($text) Tj ET";
    $objects[3] = '<< /Length ' . strlen($stream) . " >>\nstream\n$stream\nendstream";
    $out = "%PDF-1.4\n";
    $offsets = [];
    foreach ($objects as $i => $o) {
        $offsets[] = strlen($out);
        $out .= ($i + 1) . " 0 obj\n$o\nendobj\n";
    }
    $xref = strlen($out);
    $out .= "xref\n0 " . (count($objects) + 1) . "\n0000000000 65535 f \n";
    foreach ($offsets as $o) $out .= sprintf("%010d 00000 n \n", $o);
    return $out . "trailer\n<< /Size " . (count($objects) + 1) . " /Root 1 0 R >>\nstartxref\n$xref\n%%EOF\n";
}

function img($id, $size = 'large', $class = '') {
    [$src, $w, $h] = wp_get_attachment_image_src($id, $size);
    $alt = esc_attr(get_post_meta($id, '_wp_attachment_image_alt', true));
    return "<img class=\"$class size-$size wp-image-$id\" src=\"$src\" alt=\"$alt\" width=\"$w\" height=\"$h\" />";
}

function post($args) {
    $defaults = ['post_type' => 'post', 'post_status' => 'publish', 'post_author' => 1, 'comment_status' => 'open'];
    $id = wp_insert_post(array_merge($defaults, $args), true);
    if (is_wp_error($id)) throw new Exception($id->get_error_message());
    return $id;
}

// Pictures first (attached to their posts below, as an upload from the editor is).
$clinic = picture('clinic-opening', '2024/03', 1600, 1000, [40, 110, 160], 'Nursing students cut the ribbon at the clinic door');
$desk = picture('clinic-front-desk', '2024/03', 1200, 800, [90, 140, 120], 'A student nurse welcomes a patient at the front desk', 'The front desk is staffed by second-year students.');
$grad = [
    picture('commencement-procession', '2024/05', 1600, 1067, [120, 30, 50], 'Graduates walk across the quad in their gowns', 'The procession crosses the quad.'),
    picture('commencement-stage', '2024/05', 1600, 1067, [60, 40, 120], 'The president hands a diploma to a graduate', 'Diplomas, one by one.'),
    picture('commencement-caps', '2024/05', 1067, 1600, [30, 60, 30], '', 'Caps in the air.'),
];
$eagles = picture('eagles-trophy', '2024/11', 1600, 900, [200, 120, 20], 'The women’s soccer team lifts the conference trophy');
$library = picture('library-night', '2024/12', 1400, 900, [20, 30, 80], 'The library reading room lit at night');
$campus = picture('campus-aerial', '2023/08', 1920, 1080, [70, 130, 70], 'An aerial view of the Northfield campus in summer');
$lab = [
    picture('lab-microscopes', '2025/02', 1200, 800, [100, 100, 140], 'Students at microscopes in the biology lab'),
    picture('lab-water-samples', '2025/02', 1200, 800, [30, 120, 140], 'Water samples lined up for testing'),
];
$logo = picture('northfield-seal', '2023/08', 600, 600, [10, 40, 90], '', '', 0, true);
$report = attach('research-report-2024.pdf', '2025/02', pdf('Northfield College research report 2024'), 'application/pdf', 'Research report 2024', '', '', 0);

$p = [];
$p['clinic'] = post(['post_title' => 'Nursing students open a free community clinic', 'post_author' => $dana,
    'post_date' => '2024-03-14 10:30:00', 'post_category' => [$cat['nursing']], 'tags_input' => ['community', 'health'],
    'post_excerpt' => 'Second-year nursing students now run a free clinic two evenings a week.',
    'post_content' => "Second-year nursing students now run a free clinic on Main Street, open Tuesday and Thursday evenings.\n\n"
        . "[caption id=\"attachment_$desk\" align=\"aligncenter\" width=\"1024\"]" . img($desk, 'large', 'aligncenter') . " The front desk is staffed by second-year students.[/caption]\n\n"
        . "“We see people who have not seen a nurse in years,” says clinical coordinator Amy Reyes.\n\n"
        . "<h2>How to book</h2>\n<ul>\n<li>Call 555-0142</li>\n<li>Or walk in after 5 pm</li>\n</ul>"]);
$p['commencement'] = post(['post_title' => 'Commencement 2024 in pictures', 'post_date' => '2024-05-20 18:00:00',
    'post_category' => [$cat['events']], 'tags_input' => ['commencement', 'alumni'],
    'post_content' => "More than 600 graduates crossed the stage on Saturday.\n\n[gallery ids=\"" . implode(',', $grad) . "\" columns=\"3\" link=\"file\"]\n\nCongratulations, class of 2024!"]);
$p['lecture'] = post(['post_title' => 'Lecture: the future of water in the valley', 'post_author' => $dana,
    'post_date' => '2024-09-03 12:00:00', 'post_category' => [$cat['events'], $cat['research']], 'tags_input' => ['research'],
    'post_content' => "Professor Lena Park’s public lecture is online. Watch it here:\n\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ\n\nThe slides are in the <a href=\"$url/wp-content/uploads/2025/02/research-report-2024.pdf\">research report 2024 (PDF)</a>."]);
$p['tuition'] = post(['post_title' => 'Tuition and fees for 2025–26', 'post_date' => '2024-10-01 08:00:00',
    'post_category' => [$cat['news']],
    'post_content' => "The board of trustees set next year’s tuition and fees.\n\n<table>\n<thead><tr><th>Item</th><th>Per semester</th></tr></thead>\n<tbody>\n<tr><td>Tuition (full time)</td><td>$4,850</td></tr>\n<tr><td>Student services fee</td><td>$210</td></tr>\n<tr><td>Lab fee</td><td>$75</td></tr>\n</tbody>\n</table>\n\nFinancial aid applications open November 1."]);
$p['eagles'] = post(['post_title' => 'Eagles win the conference title', 'post_date' => '2024-11-10 21:15:00',
    'post_category' => [$cat['athletics']], 'tags_input' => ['soccer'],
    'post_content' => "<!-- wp:paragraph -->\n<p>The women’s soccer team beat Riverside 2–1 in Saturday’s final.</p>\n<!-- /wp:paragraph -->\n\n"
        . "<!-- wp:image {\"id\":$eagles,\"sizeSlug\":\"large\",\"linkDestination\":\"none\"} -->\n<figure class=\"wp-block-image size-large\">" . img($eagles) . "<figcaption class=\"wp-element-caption\">The team with the trophy.</figcaption></figure>\n<!-- /wp:image -->\n\n"
        . "<!-- wp:quote -->\n<blockquote class=\"wp-block-quote\"><!-- wp:paragraph -->\n<p>We never stopped running.</p>\n<!-- /wp:paragraph --><cite>Captain Jo Alvarez</cite></blockquote>\n<!-- /wp:quote -->"]);
$p['library'] = post(['post_title' => 'Library extends its hours for finals', 'post_date' => '2024-12-02 09:00:00',
    'post_category' => [$cat['news']], 'tags_input' => ['library'],
    'post_content' => img($library, 'medium', 'alignright') . "The library stays open until 2 am from December 5 to December 19.\n\nQuiet rooms can be booked at the front desk."]);
$p['qa'] = post(['post_title' => 'Q&amp;A: the dean’s “open door” hours', 'post_author' => $dana, 'post_date' => '2025-01-15 11:00:00',
    'post_category' => [$cat['campus']], 'post_excerpt' => 'Dean Morales answers questions about her weekly office hours.',
    'post_content' => "<h2>Who can come?</h2>\nAny student, <strong>no appointment needed</strong>.\n\n<h3>When?</h3>\n<ol>\n<li>Mondays, 3–5 pm</li>\n<li>Thursdays, 10–noon</li>\n</ol>\n<blockquote>My door is open. <em>Literally.</em></blockquote>\nRead <a href=\"$url/about/leadership/\">more about the college’s leadership</a>."]);
$p['research'] = post(['post_title' => 'Research round-up: winter 2025', 'post_date' => '2025-02-20 14:00:00',
    'post_category' => [$cat['research']], 'tags_input' => ['research', 'biology'],
    'post_content' => "<!-- wp:paragraph -->\n<p>Two student projects from the biology lab this winter.</p>\n<!-- /wp:paragraph -->\n\n"
        . "<!-- wp:gallery {\"linkTo\":\"none\"} -->\n<figure class=\"wp-block-gallery has-nested-images columns-default is-cropped\">"
        . implode('', array_map(fn ($id) => "<!-- wp:image {\"id\":$id,\"sizeSlug\":\"large\",\"linkDestination\":\"none\"} -->\n<figure class=\"wp-block-image size-large\">" . img($id) . "</figure>\n<!-- /wp:image -->\n\n", $lab))
        . "</figure>\n<!-- /wp:gallery -->\n\n<!-- wp:file {\"id\":$report} -->\n<div class=\"wp-block-file\"><a href=\"" . wp_get_attachment_url($report) . "\">Research report 2024</a></div>\n<!-- /wp:file -->"]);
$p['welcome'] = post(['post_title' => 'Welcome to the new academic year', 'post_date' => '2024-08-26 07:00:00',
    'post_category' => [$cat['campus']], 'post_content' => "Classes start Monday. The welcome fair is on the quad from 11 am.\n\nSee you there!"]);
stick_post($p['welcome']);
$p['coach'] = post(['post_title' => 'Athletics department names a new head coach', 'post_date' => '2025-03-03 10:00:00',
    'post_category' => [$cat['news'], $cat['athletics']], 'post_content' => 'Sam Whitfield joins from Lakeside University as head coach of men’s basketball.']);
set_post_thumbnail($p['clinic'], $clinic);
set_post_thumbnail($p['commencement'], $grad[0]);
set_post_thumbnail($p['eagles'], $eagles);
foreach ([$desk => 'clinic', $clinic => 'clinic', $eagles => 'eagles', $library => 'library', $lab[0] => 'research', $lab[1] => 'research', $report => 'research'] as $id => $key)
    wp_update_post(['ID' => $id, 'post_parent' => $p[$key]]);
foreach ($grad as $id) wp_update_post(['ID' => $id, 'post_parent' => $p['commencement']]);

// What must not be published.
$p['private'] = post(['post_title' => 'Budget planning notes (staff only)', 'post_status' => 'private', 'post_date' => '2025-01-20 09:00:00', 'post_category' => [$cat['news']], 'post_content' => 'Draft figures for the budget committee.']);
$p['draft'] = post(['post_title' => 'Upcoming: a new residence hall', 'post_status' => 'draft', 'post_content' => 'Plans are not final.']);
$p['pending'] = post(['post_title' => 'Alumni spotlight: Maria Chen', 'post_status' => 'pending', 'post_author' => $dana, 'post_content' => 'Maria Chen (class of 2009) runs the county’s water district.']);
$p['password'] = post(['post_title' => 'Faculty senate minutes, February', 'post_password' => 'senate', 'post_date' => '2025-02-28 16:00:00', 'post_category' => [$cat['campus']], 'post_content' => 'Minutes of the February meeting.']);
$p['future'] = post(['post_title' => 'Open day 2031', 'post_status' => 'future', 'post_date' => '2031-05-01 10:00:00', 'post_category' => [$cat['events']], 'post_content' => 'Visit the campus on May 1, 2031.']);

// Pages: a hierarchy, a featured picture, a table, one at an address the site owns, a private and a draft one.
$about = post(['post_type' => 'page', 'post_title' => 'About Northfield', 'post_name' => 'about', 'menu_order' => 1,
    'post_content' => "Northfield College was founded in 1921.\n\n" . img($campus, 'large', 'aligncenter') . "\n\nToday 4,200 students study here."]);
set_post_thumbnail($about, $campus);
wp_update_post(['ID' => $campus, 'post_parent' => $about]);
$leadership = post(['post_type' => 'page', 'post_title' => 'Leadership', 'post_parent' => $about, 'post_content' => 'The president, the provost and the deans.']);
$board = post(['post_type' => 'page', 'post_title' => 'Board of Trustees', 'post_parent' => $leadership, 'post_content' => "The board meets four times a year.\n\n<ul><li>Chair: R. Banerjee</li><li>Vice chair: T. Olsen</li></ul>"]);
$admissions = post(['post_type' => 'page', 'post_title' => 'Admissions deadlines', 'post_name' => 'admissions-deadlines',
    'post_content' => "<table><tr><th>Term</th><th>Deadline</th></tr><tr><td>Fall</td><td>August 1</td></tr><tr><td>Spring</td><td>December 15</td></tr></table>"]);
post(['post_type' => 'page', 'post_title' => 'News', 'post_name' => 'news', 'post_content' => 'The latest news from the college.']);
post(['post_type' => 'page', 'post_title' => 'Staff intranet', 'post_status' => 'private', 'post_content' => 'For staff only.']);
post(['post_type' => 'page', 'post_title' => 'Campus map', 'post_status' => 'draft', 'post_content' => 'Coming soon.']);

// Comments and a menu: kinds the site has no place for, which the report must name.
wp_insert_comment(['comment_post_ID' => $p['clinic'], 'comment_author' => 'A neighbour', 'comment_content' => 'Thank you!', 'comment_approved' => 1]);
$menu = wp_create_nav_menu('Main menu');
wp_update_nav_menu_item($menu, 0, ['menu-item-title' => 'About', 'menu-item-object' => 'page', 'menu-item-object-id' => $about, 'menu-item-type' => 'post_type', 'menu-item-status' => 'publish']);

echo json_encode(['posts' => $p, 'pages' => compact('about', 'leadership', 'board', 'admissions'), 'report' => $report, 'logo' => $logo]) . "\n";
