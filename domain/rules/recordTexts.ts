/**
 * What the Edgewise picks record says on the demo, alike on the home page and on /ai-models (one
 * record, docs/product.md "Edges" 5): its picks, the demo's finished history among them, are demo.
 */
export const DEMO_RECORD_TEXT =
  'Demo: built on the simulated feed’s games and books, its finished history included (the sides its cards labelled before each game).';
