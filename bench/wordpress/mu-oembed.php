<?php
// The bench's WordPress has no internet: YouTube's oEmbed answer is given here as YouTube gives it,
// so a video URL on its own line renders as the frame a connected WordPress shows.
add_filter('pre_oembed_result', function ($result, $url) {
    if (!preg_match('~(?:youtube\.com/watch\?v=|youtu\.be/)([\w-]+)~', $url, $m)) return $result;
    return '<iframe title="Lecture" width="500" height="281" src="https://www.youtube.com/embed/' . $m[1]
        . '?feature=oembed" frameborder="0" allowfullscreen></iframe>';
}, 10, 2);
