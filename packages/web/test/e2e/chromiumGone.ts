/**
 * What Playwright says when the page, context or browser a test uses is gone: Chromium died under it (seen
 * once in CI, under the full suite). Only for that is an e2e test retried, once (vitest.config.ts): its next
 * setup.newPage() launches Chromium again, and support.ts prints the death with the end of Chromium's log.
 */
export const CHROMIUM_GONE = /Target page, context or browser has been closed|Target crashed/;
