import { addDays } from '../../domain/rules/dates';
import { dayParts, longDate } from '../../domain/rules/display';

/**
 * A shell is drawn on a fixed clock, but some pages show the day they are opened on: the sidebar's
 * links to today's matchups, the matchups page's date and its week strip, the results' date
 * filter. The build writes each such day as a token naming its distance from the drawing's day
 * and how it is written; the server fills the tokens in with the US Eastern day it sends the page
 * on (server/plugins/pageShells.ts), written by the same functions the app writes it with.
 */
const FORMATS = {
  /** '2031-03-09', in links and values. */
  iso: (day: string) => day,
  /** 'Mar 9, 2031', the date picker's button. */
  long: (day: string) => longDate(day),
  /** 'Sun', the week strip. */
  weekday: (day: string) => dayParts(day).weekday,
  /** '9', the week strip. */
  date: (day: string) => String(dayParts(day).day),
};
type Format = keyof typeof FORMATS;

/** Days before and after the drawing's whose full dates (iso, long) are found anywhere. */
const FAR = 7;
/**
 * Days around the drawing's whose weekday and day of the month are found where they are written
 * side by side, only tags between ('<span>Thu</span><span>6</span>'): the week strip's three days
 * either side, where each pair is written once. A number alone (a catalogue's 28) is no day.
 */
const NEAR = 3;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const TOKEN = /\{\{day([+-]\d+):(iso|long|weekday|date)\}\}/g;

const token = (offset: number, format: Format) =>
  `{{day${offset < 0 ? '' : '+'}${offset}:${format}}}`;

/** The markup with the days around `day` (the drawing's) written as tokens. */
export function dayTemplate(markup: string, day: string): string {
  let out = markup;
  for (let offset = -FAR; offset <= FAR; offset++) {
    const d = addDays(day, offset);
    for (const format of ['iso', 'long'] as const)
      out = out.replaceAll(FORMATS[format](d), token(offset, format));
  }
  for (let offset = -NEAR; offset <= NEAR; offset++) {
    const d = addDays(day, offset);
    const pair = new RegExp(
      `>${escape(FORMATS.weekday(d))}<((?:[^<>]*>)(?:<[^<>]*>)*)${escape(FORMATS.date(d))}<`,
      'g',
    );
    out = out.replace(
      pair,
      (_match, tags: string) => `>${token(offset, 'weekday')}<${tags}${token(offset, 'date')}<`,
    );
  }
  return out;
}

/** The template's tokens written for `day` (a US Eastern calendar day, 'yyyy-MM-dd'). */
export function fillDays(template: string, day: string): string {
  return template.replace(TOKEN, (_match, offset: string, format: Format) =>
    FORMATS[format](addDays(day, Number(offset))),
  );
}

/**
 * One template for drawings made on different days, if there is one: each drawing's template is
 * the same, and filling it in for the drawing's day gives the drawing back. A page whose first
 * render changes with the day in any other way (or where a constant looks like a day) has none.
 */
export function sharedTemplate(drawings: { markup: string; day: string }[]): string | undefined {
  const templates = drawings.map(({ markup, day }) => dayTemplate(markup, day));
  const [first] = templates;
  if (first === undefined || templates.some((t) => t !== first)) return undefined;
  return drawings.every(({ markup, day }) => fillDays(first, day) === markup) ? first : undefined;
}
