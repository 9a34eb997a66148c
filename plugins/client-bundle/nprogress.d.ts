/** The progress bar's script, imported by its file so that the app's alias of `nprogress` (./index.ts) does not lead back to the stand-in. */
declare module 'nprogress/nprogress.js' {
  const progressBar: {configure(options: object): unknown; start(): unknown; done(force?: boolean): unknown};
  export default progressBar;
}
