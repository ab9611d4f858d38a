/** docs/product.md §4 and §8 texts of the pick-entry screen. */
export const PICKS_TEXT = {
  connecting: 'Connecting to server...',
  loading: 'Loading matchups...',
  noMatchups: 'No matchups found for the selected sport and date.',
  descriptionSaved: 'Description saved',
  betRemoved: 'Bet removed',
  submitted: 'Your picks have been submitted successfully!',
  submitError: 'There was an error submitting your picks. Please try again.',
  saveFallback: 'Failed to save bets',
  confirmBody:
    'Submitting saves these picks, emails or texts all of your users with them, and adds them to your handicapper page. This cannot be undone.',
  /** docs/product.md §10: a bettor's submit (or a capper's private bet) records their own bets. */
  trackTitle: 'Track bets',
  trackBody:
    'Saves these bets to your Betting History, where they are graded when the games end. Nobody else sees them or is told. This cannot be undone.',
  trackPrivately: 'Track privately: not sent to subscribers or shown on your page',
  tracked: 'Your bets are tracked in Betting History.',
} as const;

/** docs/product.md §9: success toasts on the pick-entry screen last 3 s. */
export const PICK_SUCCESS_TOAST_MS = 3000;

/** docs/product.md §2: the empty text when a team search matches nothing. */
export function noMatchupsMatching(text: string): string {
  return `No matchups found matching "${text}".`;
}

/** docs/product.md §8: 'Failed to submit picks: {message}', the message falling back to 'Failed to save bets'. */
export function submitFailedText(message: string | undefined): string {
  return `Failed to submit picks: ${message?.trim() ? message : PICKS_TEXT.saveFallback}`;
}
