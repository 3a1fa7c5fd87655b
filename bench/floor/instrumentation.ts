// Turbopack otherwise takes the site's own instrumentation.ts (at the workspace root) into the
// floor's build, and the floor then tried to start the site's jobs queue. The floor starts nothing.
export function register() {}
