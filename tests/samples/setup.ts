// Compiling against real clients downloads them on a fresh machine (npm, PyPI, Maven Central, the Go module proxy).
jest.setTimeout(30 * 60_000);
