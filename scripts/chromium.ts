/**
 * How the project launches Debian's Chromium: the browser tests, the benchmark
 * and the audits all use it (test tools' own browser downloads fail here).
 */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
