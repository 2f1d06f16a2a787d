import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import type { ApiResult, UploadedImage } from './content-api';

/** A modal `<dialog>`: the browser keeps focus inside it, Escape closes it, focus returns to the editor on closing. */
function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={titleId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </dialog>
  );
}

/** The address of a link: an https, http or mailto address, or a path of this site. Empty removes the link. */
export function LinkDialog({
  initialHref,
  onApply,
  onClose,
}: {
  initialHref: string;
  onApply: (href: string) => void;
  onClose: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = String(new FormData(event.currentTarget).get('href') ?? '').trim();
    if (href && !/^(https?:\/\/|mailto:|\/(?!\/))/i.test(href)) {
      setError('Give an address starting with https://, mailto: or / (a page of this site).');
      return;
    }
    onApply(href);
  };
  return (
    <Dialog title={initialHref ? 'Edit link' : 'Add link'} onClose={onClose}>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Address
        </label>
        <Input
          id={id}
          name="href"
          defaultValue={initialHref}
          autoFocus
          inputMode="url"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          {initialHref ? (
            <Button type="button" variant="outline" onClick={() => onApply('')}>
              Remove link
            </Button>
          ) : null}
          <Button type="submit">Apply</Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * An image from a file (uploaded through POST /api/admin/images) or an address, with its alt text, which is
 * required: the Insert button does nothing until the image is described.
 */
export function ImageDialog({
  uploadImage,
  onInsert,
  onClose,
}: {
  uploadImage: (file: File) => Promise<ApiResult<UploadedImage>>;
  onInsert: (src: string, alt: string) => void;
  onClose: () => void;
}) {
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { file: useId(), src: useId(), alt: useId() };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    const result = await uploadImage(file);
    setBusy(false);
    if (result.ok) setSrc(result.data.url);
    else setError(result.message);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!src.trim()) return setError('Choose a file or give the image’s address.');
    if (!alt.trim()) return setError('Describe the image for people who cannot see it: alt text is required.');
    onInsert(src.trim(), alt.trim());
  };
  return (
    <Dialog title="Insert image" onClose={onClose}>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
        <label htmlFor={ids.file} className="text-sm font-medium text-slate-800">
          Upload a file (PNG, JPEG, WebP or AVIF, up to 10 MB)
        </label>
        <input
          id={ids.file}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/avif"
          disabled={busy}
          onChange={(event) => void upload(event.currentTarget.files?.[0])}
          className="text-sm text-slate-800"
        />
        <label htmlFor={ids.src} className="text-sm font-medium text-slate-800">
          Or its address
        </label>
        <Input id={ids.src} value={src} onChange={(event) => setSrc(event.currentTarget.value)} placeholder="/images/blog/chart.webp" />
        <label htmlFor={ids.alt} className="text-sm font-medium text-slate-800">
          Alt text (required)
        </label>
        <Input id={ids.alt} value={alt} required aria-required="true" onChange={(event) => setAlt(event.currentTarget.value)} />
        <p role="status" className="min-h-5 text-sm text-slate-700">
          {busy ? 'Uploading…' : ''}
        </p>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy} aria-disabled={!src.trim() || !alt.trim() ? true : undefined}>
            Insert
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
