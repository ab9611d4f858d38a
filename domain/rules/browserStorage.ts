/**
 * The keys under which the web app keeps a visitor's choices in the browser (localStorage). The
 * server's page shells are drawn for the defaults, and a page drops its shell before painting it
 * when one of these holds something else (server/plugins/pageShells.ts).
 */

/** 'light' (the default), 'dark' or 'system'. */
export const THEME_STORAGE_KEY = 'edgewise.theme';

/** The bet slip in progress; absent when it is empty. */
export const SLIP_STORAGE_KEY = 'edgewise.betSlip';

/** The matchups page's view: 'card' (the default) or 'table'. */
export const VIEW_STORAGE_KEY = 'edgewise.matchups.view';
