import {
  type EmoticonName,
  emoticonCode,
  emoticonImagePath,
  searchEmoticons,
} from '@haven/shared/emoticons/emoticons';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Smile } from 'lucide-react';
import { useState } from 'react';
import {
  MODAL_CARD_CLASSES,
  Modal,
  ModalCloseButton,
  ModalContent,
  ModalTitle,
  ModalTrigger,
} from '../ui/modal';

/** UI copy of the picker. */
export const EMOTICON_PICKER_TEXT = {
  open: msg`Insert emoticon`,
  title: msg`Emoticons`,
  search: msg`Search emoticons...`,
  tip: msg`Tip: you can also type :name: in your comment to insert an emoticon.`,
  none: msg`No emoticons found`,
};

type EmoticonPickerProps = {
  /** Called with the chosen emoticon; the picker closes unless it returns false (refused). */
  onPick: (name: EmoticonName) => boolean;
  disabled?: boolean;
};

/** A button opening the emoticon grid, with a search box and the :name: tip. */
export function EmoticonPicker({ onPick, disabled }: EmoticonPickerProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const found = searchEmoticons(search);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setSearch('');
      }}
    >
      <ModalTrigger
        type="button"
        disabled={disabled}
        aria-label={t(EMOTICON_PICKER_TEXT.open)}
        title={t(EMOTICON_PICKER_TEXT.open)}
        className="inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 disabled:opacity-60 dark:text-slate-300 dark:hover:bg-white/10"
      >
        <Smile aria-hidden="true" className="size-5" />
      </ModalTrigger>
      <ModalContent className={`${MODAL_CARD_CLASSES} w-[min(26rem,calc(100vw-2rem))] p-5`}>
        <div className="flex items-center justify-between gap-3">
          <ModalTitle>{t(EMOTICON_PICKER_TEXT.title)}</ModalTitle>
          <ModalCloseButton />
        </div>
        <input
          type="search"
          name="emoticon-search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t(EMOTICON_PICKER_TEXT.search)}
          aria-label={t(EMOTICON_PICKER_TEXT.search)}
          className="mt-4 block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40 dark:border-white/15 dark:bg-night-950 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        {found.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-600 dark:text-slate-400">
            {t(EMOTICON_PICKER_TEXT.none)}
          </p>
        ) : (
          <ul
            className="mt-3 grid max-h-64 grid-cols-6 gap-1 overflow-y-auto sm:grid-cols-8"
            aria-label={t(EMOTICON_PICKER_TEXT.title)}
          >
            {found.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  onClick={() => {
                    if (onPick(name)) setOpen(false);
                  }}
                  title={emoticonCode(name)}
                  aria-label={emoticonCode(name)}
                  className="flex size-10 items-center justify-center rounded-md hover:bg-slate-100 dark:hover:bg-white/10"
                >
                  <img src={emoticonImagePath(name)} alt="" width={28} height={28} className="size-7" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{t(EMOTICON_PICKER_TEXT.tip)}</p>
      </ModalContent>
    </Modal>
  );
}
