/**
 * The origin of Twitter's embed pages, the one third-party origin the panel's CSP names (`frame-src`,
 * UI-72): the editor frames a tweet's embed page instead of running Twitter's widgets script.
 */
export const TWITTER_EMBED_ORIGIN = 'https://platform.twitter.com';
