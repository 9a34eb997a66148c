import {inTurns, median, medianFigures, type ProcessFigures} from '../../scripts/bench/process';

const run = (wallSeconds: number, cpuSeconds: number, peakRssBytes: number, exitCode: number | null = 0): ProcessFigures => ({wallSeconds, cpuSeconds, peakRssBytes, exitCode});

describe('median', () => {
  it('takes the middle value of an odd count, the upper middle of an even one, whatever the order', () => {
    expect(median([30.5, 28.4, 29.1])).toBe(29.1);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([7])).toBe(7);
  });

  it('refuses no values', () => {
    expect(() => median([])).toThrow('median: no values.');
  });
});

describe('medianFigures', () => {
  it('takes the median of each figure on its own', () => {
    expect(medianFigures([run(71.0, 120, 5.5e9), run(77.9, 107, 5.2e9), run(74.2, 110, 5.9e9)])).toEqual(run(74.2, 110, 5.5e9));
  });

  it('refuses a failed run, naming its exit code', () => {
    expect(() => medianFigures([run(30, 40, 2e9), run(3, 4, 1e8, 1)])).toThrow('a run exited with 1');
    expect(() => medianFigures([run(30, 40, 2e9, null)])).toThrow('a run exited with null');
  });
});

describe('inTurns', () => {
  it('measures the first site, then the second, round after round, and gives each site its results in order', async () => {
    const order: string[] = [];
    const runs = await inTurns(3, ['small', 'large'] as const, async (site, index, round) => {
      order.push(`${site}:${index}:${round}`);
      return `${site}-${round}`;
    });
    expect(order).toEqual(['small:0:0', 'large:1:0', 'small:0:1', 'large:1:1', 'small:0:2', 'large:1:2']);
    expect(runs).toEqual([
      ['small-0', 'small-1', 'small-2'],
      ['large-0', 'large-1', 'large-2'],
    ]);
  });

  it('stops at the first failure, with its error', async () => {
    const order: number[] = [];
    await expect(
      inTurns(2, [1, 2] as const, async (site) => {
        order.push(site);
        if (site === 2) throw new Error('site 2 did not build');
        return site;
      }),
    ).rejects.toThrow('site 2 did not build');
    expect(order).toEqual([1, 2]);
  });
});
