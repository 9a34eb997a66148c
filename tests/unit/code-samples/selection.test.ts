/** A targeted run of the sample checks: the versions and languages picked, read from the environment (tests/samples/selection.ts). */
import {selectedOf, selectionFrom, selects} from '../../samples/selection';

test('no selection checks everything; a selection keeps what it names', () => {
  expect(selectionFrom({})).toEqual({versions: undefined, languages: undefined});
  const {versions, languages} = selectionFrom({SAMPLES_VERSIONS: '30.2,guide', SAMPLES_LANGUAGES: 'javascript'});
  expect(selectedOf(['30.1', '30.2', 'current', 'guide'], versions)).toEqual(['30.2', 'guide']);
  expect(selects(languages, 'javascript')).toBe(true);
  expect(selects(languages, 'python')).toBe(false);
  expect(selects(undefined, 'python')).toBe(true);
});

test('an unknown version or language is refused, with the known ones', () => {
  expect(() => selectionFrom({SAMPLES_VERSIONS: '30.9'})).toThrow(/SAMPLES_VERSIONS: no version 30\.9; pick among .*30\.2.*current, guide\./);
  expect(() => selectionFrom({SAMPLES_LANGUAGES: 'js'})).toThrow(/SAMPLES_LANGUAGES: no sample language js; pick among shell, javascript, /);
});
