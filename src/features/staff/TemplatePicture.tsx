import type { Translate } from '~/shared/messageKey';
import { Field } from '~/ui/Field';

interface Props {
  t: Translate;
  size: 'thumb' | 'preview';
  /** The picture chosen and not sent yet (an object URL), shown before anything is saved. */
  chosenUrl: string | undefined;
  /** The template's picture as the storefront serves it now (editing), else undefined. */
  currentUrl: string | undefined;
  error: string;
  onPick: (file: File | undefined) => void;
}

/** One of a template's two pictures: the file input and what the picture looks like, chosen or current. */
export function PictureField({ t, size, chosenUrl, currentUrl, error, onPick }: Props) {
  const shown = chosenUrl ?? currentUrl;
  const label = t(size === 'thumb' ? 'staff.templates.thumb' : 'staff.templates.preview');
  return (
    <div className="staff-template-picture">
      <Field label={label} hint={t('staff.templates.pictureHint')} error={error}>
        <input type="file" accept="image/png,image/jpeg,image/webp" onChange={(e) => onPick(e.target.files?.[0])} />
      </Field>
      {shown && (
        <figure>
          <img src={shown} alt={t(chosenUrl ? 'staff.templates.chosen' : 'staff.templates.current', { what: label })} />
        </figure>
      )}
    </div>
  );
}
