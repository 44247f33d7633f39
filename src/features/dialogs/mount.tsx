import { createRoot } from 'react-dom/client';
import { DialogHost } from './DialogHost';

/** Mounts the dialog host once; imported lazily by `~/lib/dialogs` on first use. */
const el = document.getElementById('dialog-root') ?? document.body.appendChild(document.createElement('div'));
createRoot(el).render(<DialogHost />);
