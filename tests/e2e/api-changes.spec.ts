/**
 * The compare page (/docs/api/changes.html): two menus and the address choose
 * the pair, the list is the combined changes of the steps in between
 * (/docs/api-changes.json), and an item's link opens its row.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, hydrated} from './fixtures';
import {E2E} from './config';
import {LATEST_VERSION} from '../../src/constants';
import {compareVersionsIn, type ApiChangesFile} from '../../plugins/api-changes/file';

const file: ApiChangesFile = JSON.parse(fs.readFileSync(path.join(__dirname, '../..', E2E.buildDir, 'api-changes.json'), 'utf8'));
const COMPARE = '/docs/api/changes.html';

async function expectComparison(page: import('@playwright/test').Page, from: string, to: string) {
  const expected = compareVersionsIn(file, from, to);
  const summary = page.locator('[data-comparison]');
  await expect(summary).toHaveAttribute('data-comparison', `${from} ${to}`);
  await expect(summary).toHaveAttribute('data-ready', 'true');
  await expect(summary).toContainText(`${expected.length} changes, ${expected.filter((change) => change.breaking).length} of them breaking`);
  await expect(page.locator('[data-change-kind]')).toHaveCount(expected.length);
}

for (const from of ['29.0', '0.25.2']) {
  test(`compares ${from} → ${LATEST_VERSION} picked from the menus, and the address names the pair`, async ({page}) => {
    await page.goto(COMPARE);
    await hydrated(page);
    await page.getByLabel('To version').selectOption(LATEST_VERSION);
    await page.getByLabel('From version').selectOption(from);
    await expectComparison(page, from, LATEST_VERSION);
    await expect(page).toHaveURL(new RegExp(`\\?from=${from.replace(/\./g, '\\.')}&to=${LATEST_VERSION.replace(/\./g, '\\.')}$`));
    // 29.0 had override_tags, renamed in 30.0; 0.25.2 had neither: there, curation_tags is new, once.
    const curationTags = from === '29.0' ? {kind: 'parameter-renamed', text: 'override_tags → curation_tags'} : {kind: 'parameter-added', text: 'curation_tags'};
    await expect(page.locator(`[data-change-kind="${curationTags.kind}"]`, {has: page.getByText(curationTags.text, {exact: true})})).toHaveCount(1);
    await expect(page.locator('[data-change-kind]', {hasText: 'override_tags'})).toHaveCount(from === '29.0' ? 1 : 0);
  });

  test(`compares ${from} → ${LATEST_VERSION} from the address`, async ({page}) => {
    await page.goto(`${COMPARE}?from=${from}&to=${LATEST_VERSION}`);
    await hydrated(page);
    await expect(page.getByLabel('From version')).toHaveValue(from);
    await expectComparison(page, from, LATEST_VERSION);
  });
}

test('an item’s link opens its row in the version that has it', async ({page}) => {
  await page.goto(`${COMPARE}?from=29.0&to=${LATEST_VERSION}`);
  await hydrated(page);
  const rename = page.locator('[data-change-kind="parameter-renamed"]', {hasText: 'override_tags → curation_tags'}).getByRole('link');
  await rename.click();
  await expect(page).toHaveURL(/\/docs\/30\.0\/api\/search\.html#curation_tags$/);
  await expect(page.locator('tr#curation_tags')).toBeInViewport();
});

test('starts from the version last read', async ({page}) => {
  await page.goto('/docs/29.0/api/search.html');
  await hydrated(page);
  await page.goto(COMPARE);
  await hydrated(page);
  await expectComparison(page, '29.0', LATEST_VERSION);
});
