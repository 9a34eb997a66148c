import {
  blockingBetween,
  firstWorkingTap,
  formatRatio,
  formatSpread,
  interactionKeysOf,
  interactionsOf,
  languageGroupsOf,
  pairedRatio,
  peerTabsPage,
  spreadOf,
  type EventEntry,
} from '../../scripts/bench/interactions';

const entry = (name: string, interactionId: number, startTime: number, duration: number, processingStart: number, processingEnd: number): EventEntry => ({
  name,
  interactionId,
  startTime,
  duration,
  processingStart,
  processingEnd,
});

describe('interactionsOf', () => {
  it("takes each interaction's longest event, with where its time went, in the order of the interactions", () => {
    const interactions = interactionsOf([
      entry('pointerdown', 7, 1000, 24, 1010, 1012),
      entry('click', 7, 1040, 560, 1100, 1500),
      entry('pointerup', 7, 1040, 48, 1050, 1060),
      entry('pointerdown', 3, 200, 32, 210, 220),
    ]);
    expect(interactions).toEqual([
      {interactionId: 3, event: 'pointerdown', startTime: 200, durationMs: 32, inputDelayMs: 10, processingMs: 10, presentationMs: 12},
      {interactionId: 7, event: 'click', startTime: 1040, durationMs: 560, inputDelayMs: 60, processingMs: 400, presentationMs: 100},
    ]);
  });

  it('leaves out events that are not part of an interaction (hover, scroll)', () => {
    expect(interactionsOf([entry('pointerover', 0, 10, 200, 20, 30), entry('click', 14, 500, 40, 510, 520)]).map((interaction) => interaction.interactionId)).toEqual([14]);
    expect(interactionsOf([entry('mouseover', 0, 10, 200, 20, 30)])).toEqual([]);
  });
});

describe('interactionKeysOf', () => {
  it('reads the interactions of `--only`, in its order, spaces allowed', () => {
    expect(interactionKeysOf('menu, copy')).toEqual(['menu', 'copy']);
  });

  it('refuses a name the bench does not have, listing those it has', () => {
    expect(() => interactionKeysOf('menu,drawer')).toThrow('--only: no interaction "drawer"; the bench has tabSearch, tabCollections, menu, version, copy, heading, parameter.');
  });

  it('refuses an empty list', () => {
    expect(() => interactionKeysOf(' , ')).toThrow('--only: no interaction named');
  });
});

describe('blockingBetween', () => {
  it("sums each task's time beyond 50 ms, each clipped to the window, as Lighthouse's total blocking time", () => {
    const tasks = [
      {startTime: 100, duration: 300}, // before the window opens at 300: 100 ms inside, 50 blocking
      {startTime: 500, duration: 120}, // inside: 70 blocking
      {startTime: 700, duration: 40}, // short: nothing
      {startTime: 900, duration: 200}, // the window closes at 1000: 100 ms inside, 50 blocking
      {startTime: 1200, duration: 400}, // after the window: nothing
    ];
    expect(blockingBetween(tasks, 300, 1000)).toBe(170);
  });

  it('is 0 without long tasks', () => {
    expect(blockingBetween([], 0, 5000)).toBe(0);
  });
});

describe('spreadOf and formatSpread', () => {
  it('gives the median and the extremes of the runs, rounded to whole milliseconds', () => {
    const spread = spreadOf([528.4, 696, 560.6, 612, 544]);
    expect(spread).toEqual({median: 561, min: 528, max: 696, runs: [528, 696, 561, 612, 544]});
    expect(formatSpread(spread)).toBe('561 (528–696)');
  });

  it('shows durations under the threshold as such', () => {
    expect(formatSpread(spreadOf([0, 0, 24]), 16)).toBe('<16 (<16–24)');
  });

  it('refuses no runs', () => {
    expect(() => spreadOf([])).toThrow('median: no values.');
  });
});

describe('pairedRatio and formatRatio', () => {
  it('divides each round\'s run by the other site\'s run of the same round, not median by median', () => {
    // A busy stretch in rounds 2 and 3 slows both sites: it sets the ratio of the medians (1.3), while each round's is 1.1–1.3.
    const first = spreadOf([110, 480, 460, 120, 130]);
    const second = spreadOf([100, 400, 400, 100, 100]);
    expect(first.median / second.median).toBe(1.3);
    const ratio = pairedRatio(first, second)!;
    expect(ratio).toEqual({median: 1.2, min: 1.1, max: 1.3});
    expect(formatRatio(ratio)).toBe('1.20× (1.10–1.30)');
  });

  it('leaves out a round whose other run was under the threshold, and pairs nothing without every round', () => {
    expect(pairedRatio(spreadOf([20, 40, 60]), spreadOf([0, 20, 20]))).toEqual({median: 3, min: 2, max: 3});
    expect(pairedRatio(spreadOf([20, 40]), spreadOf([0, 0]))).toBeUndefined();
    expect(pairedRatio(spreadOf([20, 40, 60]), spreadOf([20, 40]))).toBeUndefined();
  });
});

describe('firstWorkingTap', () => {
  it('finds the first tap that opened the menu and counts those that did nothing before it', () => {
    const clicks = [
      {timeStamp: 900, opened: false},
      {timeStamp: 1000, opened: false},
      {timeStamp: 1100, opened: true},
      {timeStamp: 1200, opened: true},
    ];
    expect(firstWorkingTap(clicks)).toEqual({timeStamp: 1100, tapsBefore: 2});
  });

  it('is undefined when no tap worked', () => {
    expect(firstWorkingTap([{timeStamp: 900, opened: false}])).toBeUndefined();
    expect(firstWorkingTap([])).toBeUndefined();
  });
});

const languageGroup = (labels: string[], code: string) => `
  <div class="tabs-container">
    <ul role="tablist" class="tabs language-tabs">${labels.map((label) => `<li role="tab">${label}</li>`).join('')}</ul>
    <div role="tabpanel"><pre><code>${code}</code></pre></div>
  </div>`;

describe('languageGroupsOf', () => {
  it("reads the first group's tab labels and the code each group shows first, leaving other tabs out", () => {
    const html = `<main>
      <div class="tabs-container"><ul role="tablist" class="tabs"><li role="tab">npm</li></ul><pre>npm i</pre></div>
      ${languageGroup(['Shell', 'JavaScript', 'Go'], 'curl a')}
      ${languageGroup(['Shell', 'JavaScript', 'Go'], 'curl b')}
    </main>`;
    expect(languageGroupsOf(html, 'search.html')).toEqual({labels: ['Shell', 'JavaScript', 'Go'], samples: ['curl a', 'curl b']});
  });

  it('refuses a page without language tabs, naming it', () => {
    expect(() => languageGroupsOf('<main><p>No samples</p></main>', 'build-e2e/30.2/api/search.html')).toThrow(
      'build-e2e/30.2/api/search.html has no language tab groups',
    );
  });
});

describe('peerTabsPage', () => {
  const page = peerTabsPage({labels: ['Shell', 'Go', 'C#'], samples: ['curl "${HOST}"\n', 'has ``` inside']});

  it('has one synced tab group per sample, with a tab per label holding the sample', () => {
    expect(page.match(/<Tabs groupId="language">/g)).toHaveLength(2);
    expect(page.match(/<TabItem /g)).toHaveLength(6);
    expect(page).toContain('<TabItem value="csharp" label="C#">');
    expect(page).toContain('```go\ncurl "${HOST}"\n```');
    expect(page).toContain("import Tabs from '@theme/Tabs';");
  });

  it('fences a sample with more backticks than it holds', () => {
    expect(page).toContain('````shell\nhas ``` inside\n````');
  });
});
