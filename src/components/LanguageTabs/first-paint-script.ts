/** The entry of the inline head script that shows the reader's sample language from the first paint (./first-paint.ts). */
export {showReaderLanguageBeforeTheApp as run} from './first-paint';
