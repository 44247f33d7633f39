import { useId, useState } from 'react';
import { imageLibrary, imageSrc } from '~/shared/siteDesign/imageLibrary';
import type { T } from './boot';
import type { DesignApi } from './designApi';

interface Props {
  label: string;
  value: unknown;
  onChange: (value: string) => void;
  readOnly?: boolean | undefined;
  api: DesignApi;
  t: T;
  siteRoot: string;
}

/**
 * An image field: a picture from the design library, or one the operator uploads (the server
 * re-encodes it and answers the field's value, `asset:<hash>`), with a small preview of the choice.
 */
export function ImagePicker({ label, value, onChange, readOnly, api, t, siteRoot }: Props) {
  const id = useId();
  const [state, setState] = useState<'idle' | 'uploading' | 'failed'>('idle');
  const current = typeof value === 'string' ? value : '';
  const src = imageSrc(current, siteRoot);
  const upload = async (file: File) => {
    setState('uploading');
    const r = await api.upload(file);
    if (!r.ok) return setState('failed');
    setState('idle');
    onChange(r.data.value);
  };
  return (
    <div className="design-image">
      <label htmlFor={`${id}-pick`} className="design-image-label">
        {label}
      </label>
      <select id={`${id}-pick`} value={current} disabled={readOnly} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('design.image.none')}</option>
        {imageLibrary.map((i) => (
          <option key={i.id} value={i.id}>
            {t(i.altKey)}
          </option>
        ))}
        {current.startsWith('asset:') && <option value={current}>{t('design.editor.upload.mine')}</option>}
      </select>
      {src && <img src={src} alt="" className="design-image-preview" />}
      <label className="design-btn design-btn--small design-image-upload">
        {state === 'uploading' ? t('design.editor.upload.working') : t('design.editor.upload.label')}
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="visually-hidden"
          disabled={readOnly || state === 'uploading'}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
      </label>
      {state === 'failed' && (
        <p role="alert" className="design-error">
          {t('design.editor.upload.failed')}
        </p>
      )}
    </div>
  );
}
