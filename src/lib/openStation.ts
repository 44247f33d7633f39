import { openDialog } from '~/stores/dialogs';

/**
 * Open station (spec §4): the country modal, signed in or not. Markets, packages and templates
 * are public, so a visitor browses them first; adding a site to the cart asks for a login
 * (CreateSite), which then continues where they were.
 */
export function openStation(): void {
  openDialog({ name: 'country' });
}
