/**
 * Maps items through an async function with at most `limit` calls in flight at once, reporting each
 * result as it arrives (in finishing order) and answering all of them in the items' order.
 */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  map: (item: T) => Promise<R>,
  onResult: (result: R, item: T) => void = () => undefined,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      const result = await map(items[index]!);
      results[index] = result;
      onResult(result, items[index]!);
    }
  }
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
  return results;
}
