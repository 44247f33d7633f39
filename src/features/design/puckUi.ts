import type { Dictionary, Viewports } from '@puckeditor/core';
import type { T } from './boot';

/** The preview's widths: the phone the issue names, and a desktop. */
export function viewports(t: T): Viewports {
  return [
    { width: 390, height: 'auto', label: t('design.editor.viewport.phone'), icon: 'Smartphone' },
    { width: 1280, height: 'auto', label: t('design.editor.viewport.desktop'), icon: 'Monitor' },
  ];
}

/** Puck's own words that the operator meets, in the console's language. */
export function dictionary(t: T): Dictionary {
  const keys = {
    'header-undo': 'undo',
    'header-redo': 'redo',
    'header-toggle-leftsidebar': 'toggleLeft',
    'header-toggle-rightsidebar': 'toggleRight',
    'header-toggle-menubar': 'toggleMenu',
    'action-selectparent': 'selectParent',
    'action-duplicate': 'duplicate',
    'action-delete': 'delete',
    'label-page': 'page',
    'label-component': 'section',
    'outline-empty': 'outlineEmpty',
    'outline-header-title': 'outline',
    'outline-item-duplicate': 'duplicate',
    'outline-item-delete': 'delete',
    'field-arrayitem-duplicate': 'duplicate',
    'field-arrayitem-delete': 'delete',
    'viewport-zoom-in': 'zoomIn',
    'viewport-zoom-out': 'zoomOut',
    'viewport-switch-default': 'switchViewport',
    'plugin-blocks': 'sections',
    'plugin-outline': 'outline',
    'plugin-fields': 'fields',
    'plugin-components': 'sections',
  } as const;
  return Object.fromEntries(Object.entries(keys).map(([k, v]) => [k, t(`design.editor.puck.${v}`)]));
}
