import {blockedUrlPatterns, thirdPartyOrigins} from '../../scripts/lib/third-party-origins';

const SITE = 'http://127.0.0.1:3298';

test('the origins a page fetches from as it opens, its own left out, each once', () => {
  const page = [
    '<link rel="preconnect" href="https://www.googletagmanager.com">',
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-X1&amp;l=dataLayer"></script>',
    '<link rel="stylesheet" href="/docs/assets/css/styles.css">',
    `<script src="${SITE}/docs/assets/js/main.js"></script>`,
    '<img src="https://cdn.example.org/logo.svg" alt="">',
    // A link the reader may follow, and a link element that only names a URL, are not fetched as the page opens.
    '<a href="https://github.com/typesense/typesense">GitHub</a>',
    '<link data-rh=true rel=canonical href=https://typesense.org/docs/30.2/api/search.html />',
    '<link rel="alternate" href="https://typesense.org/docs/" hreflang="en">',
  ].join('\n');
  const other = '<script src="https://www.googletagmanager.com/gtag/js?id=G-X1"></script><iframe src="https://player.example.net/embed/1"></iframe>';
  expect(thirdPartyOrigins([page, other], SITE)).toEqual(['https://www.googletagmanager.com', 'https://cdn.example.org', 'https://player.example.net']);
});

test('a page that loads only from its own origin has none', () => {
  expect(thirdPartyOrigins(['<script src="/docs/assets/js/main.js"></script><link href="http://127.0.0.1:3298/docs/x.css">'], SITE)).toEqual([]);
});

test('each blocked origin becomes one Lighthouse flag for every path under it', () => {
  expect(blockedUrlPatterns(['https://www.googletagmanager.com'])).toEqual(['--blocked-url-patterns=https://www.googletagmanager.com/*']);
});
