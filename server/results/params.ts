/** Numbered SQL parameters collected while a query is built: `p.add(value)` returns '$n'. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
