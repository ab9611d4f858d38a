// The catalogue mock's fixed list of 10 cards (docs/product.md §2); every name, price and stock is sample
// content, and the page says so.
import { convertedManaCost, manaColors, type CardColor } from './manaCost';

export type Rarity = 'C' | 'U' | 'R' | 'M';

export interface BotStock {
  botName: string;
  quantity: number;
}

/** docs/product.md §3 "Card (mock)", plus the set's name that the set search reads. */
export interface Card {
  id: string;
  name: string;
  imageUrl: string;
  manaCost: string;
  convertedManaCost: number;
  colors: CardColor[];
  set: string;
  setIcon: string;
  buyPrice: number;
  sellPrice: number;
  /** 0-100: how full the bots' shelves are for this card. */
  stock: number;
  rarity: Rarity;
  type: string;
  botStocks: BotStock[];
}

const ART: Record<CardColor, string> = {
  W: '#f5f0d8',
  U: '#3b82f6',
  B: '#44403c',
  R: '#dc2626',
  G: '#16a34a',
  C: '#94a3b8',
};

/** A generated picture for the card (no network): its colour and initial. */
function art(name: string, color: CardColor): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 63 88"><rect width="63" height="88" rx="4" fill="${ART[color]}"/><text x="31.5" y="52" font-size="28" text-anchor="middle" fill="white" font-family="serif">${name[0] ?? ''}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

type Raw = Omit<Card, 'imageUrl' | 'convertedManaCost' | 'colors' | 'botStocks'> & {
  bots: [number, number, number];
};

const BOTS = ['GoatBot', 'GoatBot2', 'GoatBot3'];

function card(raw: Raw): Card {
  const { bots, ...rest } = raw;
  const colors = manaColors(raw.manaCost);
  return {
    ...rest,
    imageUrl: art(raw.name, colors[0] ?? 'C'),
    convertedManaCost: convertedManaCost(raw.manaCost),
    colors,
    botStocks: bots.map((quantity, i) => ({ botName: BOTS[i] ?? `Bot ${i + 1}`, quantity })),
  };
}

const SOV = { set: 'Shores of Vell', setIcon: 'SOV' };
const GRT = { set: 'Grave Tides', setIcon: 'GRT' };
const EMR = { set: 'Ember Reach', setIcon: 'EMR' };

const RAW: Raw[] = [
  {
    id: 'c1',
    name: 'Tidecaller Adept',
    manaCost: '{1}{U}{U}',
    ...SOV,
    buyPrice: 2.49,
    sellPrice: 2.1,
    stock: 72,
    rarity: 'R',
    type: 'Creature — Merfolk Wizard',
    bots: [8, 4, 0],
  },
  {
    id: 'c2',
    name: 'Ashen Reclaimer',
    manaCost: '{2}{B}',
    ...GRT,
    buyPrice: 0.35,
    sellPrice: 0.22,
    stock: 95,
    rarity: 'U',
    type: 'Creature — Zombie',
    bots: [12, 12, 6],
  },
  {
    id: 'c3',
    name: 'Dawnwarden Oath',
    manaCost: '{W}',
    ...SOV,
    buyPrice: 0.05,
    sellPrice: 0.02,
    stock: 100,
    rarity: 'C',
    type: 'Enchantment',
    bots: [40, 40, 20],
  },
  {
    id: 'c4',
    name: 'Thornback Behemoth',
    manaCost: '{4}{G}{G}',
    ...GRT,
    buyPrice: 14.99,
    sellPrice: 13.2,
    stock: 18,
    rarity: 'M',
    type: 'Creature — Beast',
    bots: [2, 0, 1],
  },
  {
    id: 'c5',
    name: 'Cinderburst',
    manaCost: '{R}',
    ...EMR,
    buyPrice: 0.89,
    sellPrice: 0.7,
    stock: 60,
    rarity: 'C',
    type: 'Instant',
    bots: [10, 6, 3],
  },
  {
    id: 'c6',
    name: 'Vault of Echoes',
    manaCost: '',
    ...EMR,
    buyPrice: 6.75,
    sellPrice: 5.9,
    stock: 35,
    rarity: 'R',
    type: 'Land',
    bots: [3, 2, 0],
  },
  {
    id: 'c7',
    name: 'Clockwork Sentinel',
    manaCost: '{3}',
    ...EMR,
    buyPrice: 0.15,
    sellPrice: 0.08,
    stock: 88,
    rarity: 'U',
    type: 'Artifact Creature — Construct',
    bots: [16, 9, 4],
  },
  {
    id: 'c8',
    name: 'Veyra, Storm Seer',
    manaCost: '{2}{U}{R}',
    ...SOV,
    buyPrice: 22.5,
    sellPrice: 20.75,
    stock: 9,
    rarity: 'M',
    type: 'Planeswalker — Veyra',
    bots: [1, 0, 0],
  },
  {
    id: 'c9',
    name: 'Grim Harvest',
    manaCost: '{X}{B}{B}',
    ...GRT,
    buyPrice: 1.25,
    sellPrice: 1.05,
    stock: 44,
    rarity: 'U',
    type: 'Sorcery',
    bots: [5, 3, 2],
  },
  {
    id: 'c10',
    name: 'Sunforged Relic',
    manaCost: '{1}',
    ...SOV,
    buyPrice: 3.1,
    sellPrice: 2.6,
    stock: 0,
    rarity: 'R',
    type: 'Artifact',
    bots: [0, 0, 0],
  },
];

export const SAMPLE_CARDS: Card[] = RAW.map((raw) => card(raw));
