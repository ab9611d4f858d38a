import { eloModel } from './elo';
import { linesModel } from './lines';
import { marketModel } from './market';
import { poissonModel } from './poisson';
import { powerModel } from './power';
import type { ModelDef } from './types';

/** Every model, in the order they are listed to users. */
export const MODELS: readonly ModelDef[] = [
  eloModel,
  powerModel,
  poissonModel,
  linesModel,
  marketModel,
];
