// The home page's static content. The plans come from the one catalogue (domain/rules/catalogue.ts)
// and the top handicappers from GET /api/handicappers, so neither lives here.

export const TAGLINE =
  'Get the edge on sports bets with AI-powered insights and expert handicappers.';

export interface FeatureCard {
  title: string;
  text: string;
  icon: 'brain' | 'users' | 'chart';
}

export const FEATURE_CARDS: FeatureCard[] = [
  {
    title: 'AI Predictions',
    text: 'Several independent models predict every game; their consensus is labelled Bet, Lean or Lock per market.',
    icon: 'brain',
  },
  {
    title: 'Expert Handicappers',
    text: 'Follow human handicappers whose records are computed from every graded pick, not self-reported.',
    icon: 'users',
  },
  {
    title: 'Track Your Results',
    text: 'Every pick you make is graded when the game ends, so you always know your real win rate and ROI.',
    icon: 'chart',
  },
];
