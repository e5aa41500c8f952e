import { useEffect, useId, useRef, useState } from 'react';
import { Asterisk } from './fields';
import { fileSize } from './fileChecks';
import type { FormTexts } from './texts';

interface FileFieldProps {
  label: string;
  name: string;
  file: File | undefined;
  /** A file chosen or null when removed; false when the form refused the file. */
  onChoose: (file: File | null) => boolean;
  accept: string;
  error?: string;
  touched: boolean;
  required?: boolean;
  t: FormTexts;
}

/** A picture of the chosen image while it is chosen; the address is given back when it changes. */
function usePreviewUrl(file: File | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    // jsdom and very old browsers have no object URLs: no preview, the name and size still show.
    if (!file || !file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') return;
    const address = URL.createObjectURL(file);
    setUrl(address);
    return () => {
      URL.revokeObjectURL(address);
      setUrl(null);
    };
  }, [file]);
  return url;
}

/** A labelled file input with the chosen file's name, size and a small preview, and a Remove button. */
export function FileField({
  label,
  name,
  file,
  onChoose,
  accept,
  error,
  touched,
  required,
  t,
}: FileFieldProps) {
  const id = useId();
  const preview = usePreviewUrl(file);
  const input = useRef<HTMLInputElement>(null);
  const shown = touched ? error : undefined;
  // A refused or removed file leaves the input empty, so choosing it again is a change too.
  const choose = (picked: File | null) => {
    if ((!onChoose(picked) || !picked) && input.current) input.current.value = '';
  };
  const remove = () => {
    choose(null);
    input.current?.focus();
  };
  return (
    <div className="field sa-file">
      <label htmlFor={id}>
        {label}
        <Asterisk shown={required} />
      </label>
      <input
        id={id}
        ref={input}
        type="file"
        name={name}
        accept={accept}
        required={required && !file}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        onChange={(event) => choose(event.target.files?.[0] ?? null)}
      />
      {file ? (
        <div className="sa-file__chosen">
          {preview ? <img src={preview} alt={t.preview(label)} className="sa-file__preview" /> : null}
          <span className="sa-file__name">{t.chosenFile(file.name, fileSize(file.size))}</span>
          <button type="button" className="sa-link-button" onClick={remove}>
            {t.removeFile}
            <span className="visually-hidden"> {label}</span>
          </button>
        </div>
      ) : null}
      {shown ? (
        <p id={`${id}-error`} className="field__error">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
