import { createRoot } from 'react-dom/client';
import { DialogHost } from './DialogHost';

/** Mounts the dialog host once; imported by `./onDemand` when the first dialog opens. */
const el = document.getElementById('dialog-root') ?? document.body.appendChild(document.createElement('div'));
createRoot(el).render(<DialogHost />);
