/** A model's record from its graded picks (the wire shape: ../contracts/aiModels.ts). */
import { winRate } from './figures';
import type { ModelRecord } from '../contracts/aiModels';

/** The record of some graded picks. */
export function modelRecord(wins: number, losses: number, pushes: number): ModelRecord {
  const picks = wins + losses + pushes;
  return { wins, losses, pushes, picks, winRate: winRate(wins, losses) };
}
