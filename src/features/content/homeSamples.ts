// The home page's static content (docs/product.md §1: plan cards and top-handicapper cards are sample content, not live data).

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

export interface Plan {
  name: string;
  price: string;
  period?: string;
  badge?: string;
  features: string[];
  cta: string;
  to: string;
}

// docs/product.md §9 "Plans and money".
export const PLANS: Plan[] = [
  {
    name: 'Trail',
    price: '$0',
    features: ['$100 pro pick credit', 'Daily AI pick', 'Single AI model leans'],
    cta: 'Get Started',
    to: '/signup',
  },
  {
    name: 'Pro',
    price: '$19',
    period: 'per month',
    badge: 'Most Popular',
    features: [
      'Unlimited AI picks',
      'Model insights',
      'One free pro pick per day',
      'Bet tracking',
      'Early access',
    ],
    cta: 'Go Pro',
    to: '/signup',
  },
  {
    name: 'Capper Ultimate',
    price: '$495',
    period: 'per month',
    features: [
      'All Pro features',
      'Consensus AI and Pro Mega picks',
      'Analytics dashboard',
      'Priority support',
    ],
    cta: 'Apply Now',
    to: '/become-handicapper',
  },
];

/** docs/product.md §3 "Sample capper": name, avatar, sport, return, price (sample prices $19 to $34). */
export interface SampleCapper {
  name: string;
  avatar: string;
  sport: string;
  return: string;
  price: string;
}

export const TOP_CAPPERS: SampleCapper[] = [
  { name: 'Mike Johnson', avatar: 'MJ', sport: 'NBA', return: '+24.5%', price: '$29' },
  { name: 'Sarah Williams', avatar: 'SW', sport: 'MLB', return: '+19.8%', price: '$34' },
  { name: 'David Chen', avatar: 'DC', sport: 'NHL', return: '+15.2%', price: '$19' },
  { name: 'Jessica Martinez', avatar: 'JM', sport: 'NFL', return: '+17.6%', price: '$24' },
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
