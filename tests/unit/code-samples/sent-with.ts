/**
 * For the renderers' tests: a tab sent with the language's standard HTTP
 * client (code-samples/render/standard-http.ts), read back as the sender and
 * what its comment line says the release lacks, `java.net.http: no presets
 * resource`, so that a test names both; any other code as it is.
 */
const SENDERS = ['java.net.http', 'package:http', 'URLSession', 'net/http', 'fetch', 'Net::HTTP'];

export function sentWith(code: string): string {
  const comment = new RegExp(`^(?://|#) \\S+ \\S+(?: has (no .+)|'s (.+)); (${SENDERS.map((name) => name.replace(/[.:/]/g, '\\$&')).join('|')}) sends (?:the request|it)\\.$`, 'm').exec(code);
  return comment ? `${comment[3]}: ${comment[1] ?? comment[2]}` : code;
}
