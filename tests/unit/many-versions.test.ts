import {generatedVersionNames} from '../../scripts/bench/many-versions';

describe('generatedVersionNames', () => {
  const real = ['29.0', '28.0', '27.1', '0.25.2', '0.11.0'];

  it('names the versions after the newest real one, newest first, up to the total', () => {
    expect(generatedVersionNames(real, 9)).toEqual(['33.0', '32.0', '31.0', '30.0']);
    expect(generatedVersionNames(real, 5)).toEqual([]);
  });

  it('reads the newest version whatever the order of the list', () => {
    expect(generatedVersionNames(['0.25.2', '29.0', '27.1'], 4)).toEqual(['30.0']);
  });

  it('refuses fewer versions than the site has, and a total that is not a whole number', () => {
    expect(() => generatedVersionNames(real, 3)).toThrow('--scale 3: the site already has 5 versions; give a whole number of at least 5.');
    expect(() => generatedVersionNames(real, 6.5)).toThrow('--scale 6.5');
  });
});
