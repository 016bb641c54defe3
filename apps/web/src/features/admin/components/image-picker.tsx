import { ImagePlus, Trash2, Undo2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { IMAGE_TYPES } from '@codegrow/shared/constants/content-messages';
import { imageFileProblem } from '../model/image-file';

/**
 * The cover image: a file checked here for type and size before any upload,
 * with a preview. `previewUrl` is the chosen file's preview, else the stored
 * image on edit, which stays unless replaced or removed.
 */
export function ImagePicker({
  file,
  onChange,
  previewUrl,
  hasStoredImage,
  storedImageRemoved = false,
  onStoredImageRemoved,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  previewUrl: string | null;
  hasStoredImage: boolean;
  /** On edit: the stored image goes when the article is saved. */
  storedImageRemoved?: boolean;
  onStoredImageRemoved?: (removed: boolean) => void;
}) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const shown = previewUrl;

  const choose = (next: File | undefined) => {
    if (!next) return;
    const problem = imageFileProblem(next);
    if (problem) {
      toast.error(problem);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    onChange(next);
  };

  const remove = () => {
    onChange(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <div className="space-y-2">
      <label
        htmlFor={inputId}
        className="block text-sm font-medium text-slate-700 dark:text-slate-200"
      >
        Cover image
      </label>
      {shown && (
        <div className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700">
          <img src={shown} alt="Cover preview" className="aspect-video w-full object-cover" />
        </div>
      )}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        onChange={(event) => choose(event.target.files?.[0])}
        className="block w-full text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-indigo-700 hover:file:bg-indigo-100 dark:text-slate-400 dark:file:bg-indigo-500/15 dark:file:text-indigo-300"
      />
      <p className="flex items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
        <ImagePlus aria-hidden="true" className="size-3.5" />
        JPEG, PNG, WebP or GIF, up to 5 MiB.
        {hasStoredImage &&
          !file &&
          !storedImageRemoved &&
          ' Choose a file to replace the current image.'}
      </p>
      {file && (
        <Button variant="outline" size="sm" onClick={remove}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove image
        </Button>
      )}
      {!file && hasStoredImage && onStoredImageRemoved && (
        <Button
          variant="outline"
          size="sm"
          aria-pressed={storedImageRemoved}
          onClick={() => onStoredImageRemoved(!storedImageRemoved)}
        >
          {storedImageRemoved ? (
            <Undo2 aria-hidden="true" className="size-4" />
          ) : (
            <Trash2 aria-hidden="true" className="size-4" />
          )}
          {storedImageRemoved ? 'Keep current image' : 'Remove current image'}
        </Button>
      )}
      {!file && storedImageRemoved && (
        <p className="text-xs text-amber-700 dark:text-amber-300">
          The current image is removed when you save.
        </p>
      )}
    </div>
  );
}
