/**
 * The menu of "Copy page" (./index.tsx) that chooses the languages of the
 * copies' code samples: a checkbox for every language (and one for all of
 * them), in a panel under its button. Loaded when first opened.
 *
 * The keyboard: the panel opens with focus on its first checked box; Tab and
 * Shift+Tab move between the boxes, Space ticks one; Escape closes it and
 * returns to the button, as does moving focus out of it (Tab past the last
 * box) or a click elsewhere, which leave focus where it went.
 */
import React, {useEffect, useId, useRef, type ReactNode, type RefObject} from 'react';
import {codeLanguage} from '@site/src/components/LanguageTabs/languages';
import {chooseCopyLanguages, formatCopyLanguages, tickLanguage} from '@site/src/components/LanguageTabs/copy-language-choice';
import {copyLanguageStorage} from '@site/src/components/LanguageTabs/copy-language-storage';
import {ALL_LANGUAGES_LABEL} from '.';
import styles from './menu.on-first-use.module.css';

export type LanguageMenuProps = {
  id: string;
  /** The page's client languages, in tab order. */
  languages: readonly string[];
  /** Those of them the copy keeps; `null` for every language. */
  chosen: readonly string[] | null;
  /** The reader's languages for copies, of this page or not (src/components/LanguageTabs/copy-languages.ts). */
  readerLanguages: readonly string[] | null;
  /** The tab language, and how to set it. */
  tabLanguage: string | null;
  setTabLanguage: (language: string | null) => void;
  /** Called on each change. */
  onChange: () => void;
  /** Closes the menu, with focus back on its button or not. */
  onClose: (returnFocus: boolean) => void;
  /** The menu's button: a click on it is not a click elsewhere (it toggles the menu itself). */
  toggle: RefObject<HTMLButtonElement | null>;
};

export default function LanguageMenu(props: LanguageMenuProps): ReactNode {
  const {id, languages, chosen, readerLanguages, tabLanguage, setTabLanguage, onChange, onClose, toggle} = props;
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    (panel.current?.querySelector<HTMLInputElement>('input:checked') ?? panel.current?.querySelector('input'))?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !toggle.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the menu opens
  }, []);
  /** Stores `next` as the reader's languages: the ticked ones, and the tab language, which the page's tabs then show. */
  const choose = (next: readonly string[] | null) => {
    onChange();
    const choice = chooseCopyLanguages(next, tabLanguage, languages);
    const storage = copyLanguageStorage();
    if (choice.ticked === null) {
      storage.del();
    } else {
      storage.set(formatCopyLanguages(choice.ticked));
    }
    if (choice.tabLanguage !== tabLanguage) setTabLanguage(choice.tabLanguage);
  };
  /** A box ticked or not: a language, or every language (`null`; unticking it leaves the first, for the reader to add others to). */
  const onTick = (language: string | null, ticked: boolean) =>
    choose(language !== null ? tickLanguage(readerLanguages, language, ticked) : ticked ? null : languages.slice(0, 1));
  const box = (language: string | null, label: string, checked: boolean) => (
    <label key={language ?? ''} className={styles.choice}>
      <input type="checkbox" checked={checked} onChange={(event) => onTick(language, event.target.checked)} />
      {label}
    </label>
  );
  return (
    <div
      ref={panel}
      id={id}
      role="group"
      aria-labelledby={titleId}
      className={styles.menu}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose(true);
        }
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next !== null && !panel.current?.contains(next) && !toggle.current?.contains(next)) onClose(false);
      }}>
      <p id={titleId} className={styles.title}>
        Code samples in the copy
      </p>
      {box(null, ALL_LANGUAGES_LABEL, chosen === null)}
      {languages.map((language) => box(language, codeLanguage(language).label, chosen?.includes(language) ?? false))}
      <p className={styles.hint}>The page’s tabs show one of these; a tab you pick is added. Each heading’s copy button uses them too.</p>
    </div>
  );
}
