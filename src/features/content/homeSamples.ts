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

export interface CommunityItem {
  title: string;
  text: string;
}

export const COMMUNITY: CommunityItem[] = [
  {
    title: 'Discuss every slate',
    text: 'Compare your reads with other bettors before the lines move.',
  },
  {
    title: 'Follow the sharpest',
    text: 'Subscribe to handicappers and get their picks as soon as they post.',
  },
  {
    title: 'Learn the craft',
    text: 'Tutorials on bankroll, line shopping and reading the models.',
  },
];
